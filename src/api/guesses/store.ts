import type { GuessRound } from '@/shared/guess-rounds'

/** A learner's rounds of "Guess the moves" on one lesson: the best and the last (docs/api.md). */
export type GuessRecord = { userId: string; videoId: string; best: GuessRound; last: GuessRound }

/** Guess rounds: what each adapter's guesses module implements. */
export interface GuessesTx {
  guessRecord(userId: string, videoId: string): Promise<GuessRecord | undefined>
  /** Puts the record in place of the one the learner had on that lesson. */
  saveGuessRecord(record: GuessRecord): Promise<void>
  /** Every lesson's record of the learner, by video, for the export. */
  guessRecords(userId: string): Promise<GuessRecord[]>
}
