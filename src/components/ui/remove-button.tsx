import { Trash2 } from 'lucide'
import { Icon } from '@/components/ui/icon'

type RemoveButtonProps = { label: string; onClick: () => void; disabled?: boolean }

export function RemoveButton({ label, onClick, disabled }: RemoveButtonProps) {
  return (
    <button
      type="button"
      className="icon-button"
      aria-label={label}
      title={label}
      disabled={disabled}
      onClick={onClick}
    >
      <Icon node={Trash2} />
    </button>
  )
}
