import { useState } from 'react'
import { EntryForm } from '@/features/board/entry-form'
import { boardMessages, isLegalPosition } from '@/features/board/board-moves'
import { t } from '@/i18n/translate'
import { isFenLayout } from '@/shared/fen'

/** "Starting position" (docs/product.md, "Lessons"): a FEN, while the lesson has no moves. */
export function StartingPosition({ fen, onSet }: { fen: string; onSet: (fen: string) => void }) {
  const [text, setText] = useState(fen)
  const [error, setError] = useState('')
  return (
    <EntryForm
      // Laid out as the board's Move box: the label above, the box and its button below (issue 59).
      className="board-move lesson-start"
      label={t('Starting position')}
      placeholder={t('A FEN')}
      value={text}
      onChange={(value) => {
        setText(value)
        setError('')
      }}
      submitLabel={t('Set position')}
      onSubmit={() => {
        const given = text.trim()
        if (!isFenLayout(given)) return setError(boardMessages.unreadable)
        if (!isLegalPosition(given)) return setError(boardMessages.illegalPosition)
        onSet(given)
      }}
      error={error}
    />
  )
}
