import { useQuery } from '@tanstack/react-query'
import { Chess } from 'chess.js'
import { Loader } from '@/components/ui/loader'
import { MistakeExplained } from '@/components/engine/mistake-explained'
import { ModalDialog } from '@/components/ui/modal-dialog'
import { QueryError } from '@/components/ui/query-error'
import { FenDiagram } from '@/features/board/fen-diagram'
import { useAssignmentResults } from '@/features/classes/api/classes'
import type { MistakesAsked } from '@/features/classes/components/progress-table'
import { assignmentTitle } from '@/i18n/shared-names'
import { t } from '@/i18n/translate'
import { openingNamesQuery } from '@/lib/opening-names'
import type { HomeworkMistake } from '@/shared/homework'
import { openingLabel, openingOf, type OpeningNames } from '@/shared/opening-names'
import { spokenPosition } from '@/i18n/spoken-move'
import '@/features/classes/classes.css'

type MistakesDialogProps = {
  userId: string
  classId: string
  asked: MistakesAsked
  onClose: () => void
}

/** "14... e6": a move of the position in SAN (a guess says SAN, a puzzle UCI) with its number. */
function numbered(fen: string, move: string): string {
  const [, turn, , , , fullMove = '1'] = fen.split(' ')
  let san = move
  try {
    san = new Chess(fen).move(move).san
  } catch {
    // Shown as it was stored: the back end judged it legal then.
  }
  return `${fullMove}${turn === 'b' ? '...' : '.'} ${san}`
}

/**
 * "Mistakes of <student>" (docs/product.md, "Homework that grades itself"): each missed guess
 * or failed puzzle of the assignment, its position drawn small (named by its opening, else in
 * words), the student's move and the right one. Its code (chess.js) loads when it opens.
 */
export default function MistakesDialog({ userId, classId, asked, onClose }: MistakesDialogProps) {
  const results = useAssignmentResults(userId, classId, asked.assignment._id)
  const names = useQuery(openingNamesQuery).data
  const mine = results.data?.find((result) => result.student._id === asked.student._id)
  return (
    <ModalDialog title={t('Mistakes of {name}', { name: asked.student.name })} onClose={onClose}>
      <p className="muted">{assignmentTitle(asked.assignment)}</p>
      {results.isPending ? (
        <Loader label={t('Loading the mistakes')} />
      ) : results.isError ? (
        <QueryError
          message={t("Couldn't load the mistakes.")}
          onRetry={() => void results.refetch()}
        />
      ) : !mine || mine.mistakes.length === 0 ? (
        <p>{t('No mistakes.')}</p>
      ) : (
        <ol className="mistake-list dialog-scroll">
          {mine.mistakes.map((mistake, index) => (
            <li key={index}>
              <Mistake mistake={mistake} names={names} />
            </li>
          ))}
        </ol>
      )}
    </ModalDialog>
  )
}

function Mistake({
  mistake: { fen, played, expected, verdict },
  names,
}: {
  mistake: HomeworkMistake
  names?: OpeningNames
}) {
  const opening = names && openingOf(names, [fen])
  const blackToMove = fen.split(' ')[1] === 'b'
  const label = !opening
    ? t('Position: {position}', { position: spokenPosition(fen) })
    : blackToMove
      ? t('Position: {opening}, black to move', { opening: openingLabel(opening) })
      : t('Position: {opening}, white to move', { opening: openingLabel(opening) })
  return (
    <>
      <FenDiagram fen={fen} label={label} />
      <div>
        {opening && <p className="muted">{openingLabel(opening)}</p>}
        <p>
          {played ? t('Played: {move}', { move: numbered(fen, played) }) : t('Showed the solution')}
        </p>
        <p>{t('Right: {move}', { move: numbered(fen, expected) })}</p>
        {verdict && <MistakeExplained fen={fen} verdict={verdict} />}
      </div>
    </>
  )
}
