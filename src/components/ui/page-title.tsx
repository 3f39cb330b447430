import { PRODUCT_NAME } from '@/config/constants'
import { t } from '@/i18n/translate'

/** React 19 hoists <title> into <head>, so each screen names the document where it renders. */
export function PageTitle({ title }: { title?: string }) {
  return (
    <title>
      {title
        ? `${title} · ${PRODUCT_NAME}`
        : t('{product}: learn chess through videos', { product: PRODUCT_NAME })}
    </title>
  )
}
