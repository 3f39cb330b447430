import { t } from '@/i18n/translate'

type BoardActionsProps = {
  /** Answering a drill: "Flip board" only. */
  answering: boolean
  canUndo: boolean
  onUndo: () => void
  onFlip: () => void
  onReset: () => void
}

/** "Undo move", "Flip board", "Reset board" (docs/product.md, "A board beside every video"). */
export function BoardActions({ answering, canUndo, onUndo, onFlip, onReset }: BoardActionsProps) {
  return (
    <div className="board-actions">
      {!answering && (
        <button
          type="button"
          className="button button-secondary"
          onClick={onUndo}
          disabled={!canUndo}
        >
          {t('Undo move')}
        </button>
      )}
      <button type="button" className="button button-secondary" onClick={onFlip}>
        {t('Flip board')}
      </button>
      {!answering && (
        <button type="button" className="button button-secondary" onClick={onReset}>
          {t('Reset board')}
        </button>
      )}
    </div>
  )
}
