import { Trash2 } from 'lucide-react'

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
      <Trash2 aria-hidden="true" />
    </button>
  )
}
