import { t } from '@/i18n/translate'
import '../review.css'

type QuizPromptProps = {
  /** "Correct!", "Not quite. The answer was Nf3.", or nothing yet. */
  status: string
  onContinue: () => void
  /** After a good move that is not the line's (the engine's word): the same question again. */
  onTryAgain?: () => void
}

/** "Quiz me while I watch": the drill asked over the board, and the way back to the video. */
export function QuizPrompt({ status, onContinue, onTryAgain }: QuizPromptProps) {
  return (
    <div className="quiz-prompt">
      <p className="quiz-question">{t('Your move: find what was played here')}</p>
      <p role="status" className="review-status">
        {status}
      </p>
      {onTryAgain && (
        <button type="button" className="button" onClick={onTryAgain}>
          {t('Try again')}
        </button>
      )}
      <button type="button" className="button" onClick={onContinue}>
        {t('Continue video')}
      </button>
    </div>
  )
}
