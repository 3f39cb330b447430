import { notify } from '@/components/ui/toast'
import { t } from '@/i18n/translate'

/** Copies text and says so in a toast; a refused clipboard (permissions, http) says that instead. */
export async function copyToClipboard(text: string, successMessage: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text)
    notify.success(successMessage)
  } catch {
    notify.error(t("Couldn't copy to the clipboard!"))
  }
}
