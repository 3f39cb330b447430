import { ArrowDown, ArrowUp } from 'lucide'
import { Icon } from '@/components/ui/icon'
import { t } from '@/i18n/translate'

type MoveButtonsProps = { index: number; count: number; onMove: (to: number) => void }

/**
 * "Move up" and "Move down" for one video of a playlist. At either end the button stays in place
 * and focusable (aria-disabled), so focus follows the video it moved rather than being dropped.
 */
export function MoveButtons({ index, count, onMove }: MoveButtonsProps) {
  const button = (label: string, to: number, node: typeof ArrowUp) => {
    const possible = to >= 0 && to < count
    return (
      <button
        type="button"
        className="icon-button"
        aria-label={label}
        title={label}
        aria-disabled={!possible}
        onClick={() => possible && onMove(to)}
      >
        <Icon node={node} />
      </button>
    )
  }
  return (
    <>
      {button(t('Move up'), index - 1, ArrowUp)}
      {button(t('Move down'), index + 1, ArrowDown)}
    </>
  )
}
