import { useId } from 'react'
import { t } from '@/i18n/translate'
import { notify } from './toast'

type CopyLinkProps = { label: string; link: string }

/**
 * A link to hand on: shown in a read-only box (focus selects it) with "Copy link" beside it; a
 * refused clipboard says to copy it by hand.
 */
export function CopyLink({ label, link }: CopyLinkProps) {
  const id = useId()
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link)
      notify.success(t('Link copied'))
    } catch {
      notify.error(t("Couldn't copy the link: select it and copy it yourself."))
    }
  }
  return (
    <div className="copy-link">
      <label htmlFor={id}>{label}</label>
      <div className="inline-form">
        <input id={id} readOnly value={link} onFocus={(event) => event.target.select()} />
        <button type="button" className="button" onClick={() => void copy()}>
          {t('Copy link')}
        </button>
      </div>
    </div>
  )
}
