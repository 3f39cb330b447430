import { notify } from '@/components/ui/toast'
import { keepBuildAndWatchForUpdates } from '@/lib/worker-messages'
import { t } from '@/i18n/translate'

// Loaded once the back end runs (main.tsx), not with the first visit's JavaScript: the worker
// keeps this build for offline use, and a newer build says so (docs/product.md, "Offline").
keepBuildAndWatchForUpdates(() =>
  notify.withAction(t('New version available'), {
    label: t('Reload'),
    onClick: () => window.location.reload(),
  }),
)
