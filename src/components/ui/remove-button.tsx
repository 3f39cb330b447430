import { Trash2, type IconNode } from 'lucide'
import { Icon } from '@/components/ui/icon'

type RemoveButtonProps = {
  label: string
  onClick: () => void
  disabled?: boolean
  /** A bin by default; a cross for a row of a form. */
  icon?: IconNode
}

export function RemoveButton({ label, onClick, disabled, icon = Trash2 }: RemoveButtonProps) {
  return (
    <button
      type="button"
      className="icon-button"
      aria-label={label}
      title={label}
      disabled={disabled}
      onClick={onClick}
    >
      <Icon node={icon} />
    </button>
  )
}
