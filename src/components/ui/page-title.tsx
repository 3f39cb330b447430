import { PRODUCT_NAME } from '@/config/constants'

/** React 19 hoists <title> into <head>, so each screen names the document where it renders. */
export function PageTitle({ title }: { title?: string }) {
  return (
    <title>
      {title ? `${title} · ${PRODUCT_NAME}` : `${PRODUCT_NAME}: learn chess through videos`}
    </title>
  )
}
