import type { IconNode } from 'lucide'
import { createElement } from 'react'

type IconProps = { node: IconNode; fill?: string }

/**
 * A lucide icon drawn from its node data. Icons are always decorative: the control around one
 * carries the accessible name. (Cheaper than lucide-react's runtime on the first visit.)
 */
export function Icon({ node, fill = 'none' }: IconProps) {
  return (
    <svg
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill={fill}
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {node.map(([tag, attrs], index) => createElement(tag, { key: index, ...attrs }))}
    </svg>
  )
}
