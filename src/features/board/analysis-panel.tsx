import { useId } from 'react'
import { Link } from 'react-router'
import { paths } from '@/config/paths'
import { t } from '@/i18n/translate'
import { numberedMoves, scoreText } from '@/shared/engine-lines'
import type { EngineLine } from '@/lib/engine-controller'
import { evaluationText, whiteShare } from './evaluation-words'
import type { Analysis, LineCount } from './use-analysis'
import './analysis-panel.css'

type AnalysisPanelProps = {
  analysis: Analysis
  fen: string
  /** A move of a line picked: the board shows the position it reaches. */
  onShowLine: (line: EngineLine, through: number) => void
  /** "Analyse": /analysis with the board's game; none on /analysis itself. */
  analyseLink?: string
  /** "Play against the engine from here": /play from the position shown. */
  playLink?: string
  /** A game against the engine is under way: what waits is the game's end, not an answer. */
  playing?: boolean
}

/**
 * "Analysis" on a board (docs/product.md, "An engine on every board"): the switch, the
 * evaluation bar (a meter), "Engine lines" with "Lines" 1–3, the depth; off, and saying why,
 * while a question waits for its answer.
 */
export function AnalysisPanel({
  analysis,
  fen,
  onShowLine,
  analyseLink,
  playLink,
  playing = false,
}: AnalysisPanelProps) {
  const why = useId()
  const linesId = useId()
  const { on, supported, answerDue, search } = analysis
  const reason = !supported
    ? t('Analysis needs a browser with WebAssembly.')
    : answerDue
      ? playing
        ? t('Analysis is off until the game ends.')
        : t('Analysis is off until you answer.')
      : ''
  const best = search?.lines[0]
  const share = best ? whiteShare(best.score, fen) : 50
  const said = best ? evaluationText(best.score) : t('Thinking…')
  return (
    <div className="analysis">
      <div className="analysis-controls">
        <button
          type="button"
          role="switch"
          className="button button-secondary analysis-switch"
          aria-checked={on && !reason}
          aria-disabled={reason ? true : undefined}
          aria-describedby={reason ? why : undefined}
          onClick={() => !reason && analysis.setOn(!on)}
        >
          {t('Analysis')}
        </button>
        {on && !reason && (
          <label className="analysis-lines-count">
            {t('Lines')}{' '}
            <select
              value={analysis.lineCount}
              onChange={(event) => analysis.setLineCount(Number(event.target.value) as LineCount)}
            >
              {[1, 2, 3].map((count) => (
                <option key={count} value={count}>
                  {count}
                </option>
              ))}
            </select>
          </label>
        )}
        {search && search.depth > 0 && (
          <span className="analysis-depth">{t('Depth {depth}', { depth: search.depth })}</span>
        )}
        {/* Not while a question waits: the position would give the answer away. */}
        {analyseLink && !answerDue && <Link to={analyseLink}>{t('Analyse')}</Link>}
        {playLink && !answerDue && (
          <Link to={playLink}>{t('Play against the engine from here')}</Link>
        )}
        <Link className="analysis-credits" to={paths.about.href()}>
          {t('Stockfish (GPL-3)')}
        </Link>
      </div>
      {reason && (
        <p id={why} className="analysis-why">
          {reason}
        </p>
      )}
      {on && !reason && (
        <>
          {search?.failed && (
            <p role="alert" className="form-error">
              {t('The engine could not start here.')}
            </p>
          )}
          <div className="evaluation">
            <div
              role="meter"
              aria-label={t('Evaluation')}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={share}
              aria-valuetext={said}
              className="evaluation-bar"
            >
              <span className="evaluation-white" style={{ width: `${share}%` }} />
            </div>
            <p className="evaluation-text" aria-hidden="true">
              {said}
            </p>
          </div>
          {/* Said once a search settles, not at every depth. */}
          <p className="visually-hidden" aria-live="polite">
            {search?.settled && best ? evaluationText(best.score) : ''}
          </p>
          <h3 id={linesId} className="analysis-heading">
            {t('Engine lines')}
          </h3>
          <ol className="engine-lines" aria-labelledby={linesId}>
            {(search?.lines ?? []).map((line) => (
              <li key={line.rank}>
                <span className="engine-line-score">{scoreText(line.score)}</span>{' '}
                {numberedMoves(
                  fen,
                  line.moves.map((move) => move.san),
                ).map((label, index) => (
                  <button
                    key={index}
                    type="button"
                    className="move-button"
                    onClick={() => onShowLine(line, index)}
                  >
                    {label}
                  </button>
                ))}
              </li>
            ))}
          </ol>
        </>
      )}
    </div>
  )
}
