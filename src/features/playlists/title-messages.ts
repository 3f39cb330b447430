import { t } from '@/i18n/translate'

// What the playlist forms say of a refused title (docs/product.md, "Playlists").
export const titleTaken = () => t('A playlist with this name already exists!')
export const emptyTitle = () => t('Give the playlist a name.')
