import { isWatched } from '@/shared/watched'
import { NO_CURATORS, type Curators } from '../videos/curators'
import { messages } from '../messages'
import type { Store } from '../store/port'
import { notFound } from '../refusals'
import { toProfile } from '../auth/rules'
import { readPlaylists } from '../playlists/rules'
import { reviewDay, streakOf } from '../drills/streak'

/** Every game, newest first: an export is whole (a learner plays some thousands at most). */
const MAX_EXPORTED_GAMES = 1_000_000

/** The activity picture's days: 12 weeks, ending today (docs/product.md, "Your profile"). */
export const ACTIVITY_DAYS = 84
const DAY_MS = 86_400_000

const dateOf = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10)

/** `GET /user/profile`: the account, "Your learning" and the last 12 weeks, in the learner's days. */
export const profileOf = (
  store: Store,
  userId: string,
  utcOffsetMinutes: number,
  curators: Curators = NO_CURATORS,
) =>
  store.read(async (tx) => {
    const user = await tx.user(userId)
    if (!user) throw notFound(messages.emailNotRegistered)
    const now = Date.now()
    const today = reviewDay(now, utcOffsetMinutes)
    const since = new Date(now - 400 * DAY_MS).toISOString()
    const [progress, notes, drills, reviews, puzzleAttempts, gamesPlayed] = await Promise.all([
      tx.progress(userId),
      tx.userNotes(userId),
      tx.countDrills(userId),
      tx.reviews(userId, since),
      tx.puzzleAttempts(userId),
      tx.countGames(userId),
    ])
    const dayOf = (at: string) => reviewDay(Date.parse(at), utcOffsetMinutes)
    const reviewDays = reviews.map((review) => dayOf(review.reviewedAt))
    // A day counts watching (a video's latest progress), notes written and reviews.
    const counts = new Map<number, number>()
    for (const day of [
      ...progress.map((entry) => dayOf(entry.updatedAt)),
      ...notes.map((note) => dayOf(note.createdAt)),
      ...reviewDays,
    ])
      counts.set(day, (counts.get(day) ?? 0) + 1)
    const activity = Array.from({ length: ACTIVITY_DAYS }, (_, index) => {
      const day = today - ACTIVITY_DAYS + 1 + index
      return { date: dateOf(day), count: counts.get(day) ?? 0 }
    })
    return {
      user: toProfile(user, curators),
      stats: {
        videosWatched: progress.filter(isWatched).length,
        secondsWatched: Math.round(
          progress.reduce(
            (sum, entry) => sum + Math.min(entry.positionSeconds, entry.durationSeconds),
            0,
          ),
        ),
        notes: notes.length,
        drills,
        streak: streakOf(reviewDays, today),
        puzzlesSolved: puzzleAttempts.filter((attempt) => attempt.solved).length,
        gamesPlayed,
      },
      activity,
    }
  })

/** `GET /user/export`: every record of the user's, in every store, and no password hash. */
export const exportOf = (store: Store, userId: string) =>
  store.read(async (tx) => {
    const user = await tx.user(userId)
    if (!user) throw notFound(messages.emailNotRegistered)
    const ids = (videos: { _id: string; title: string }[]) =>
      videos.map(({ _id, title }) => ({ videoId: _id, title }))
    const [coached, joined] = await Promise.all([
      tx.coachedClasses(userId),
      tx.joinedClasses(userId),
    ])
    const [
      likes,
      watchlater,
      history,
      playlists,
      progress,
      notes,
      drills,
      reviews,
      sessions,
      guesses,
      puzzleAttempts,
      games,
    ] = await Promise.all([
      tx.listVideos(userId, 'likes'),
      tx.listVideos(userId, 'watchlater'),
      tx.listVideos(userId, 'history'),
      readPlaylists(tx, userId),
      tx.progress(userId),
      tx.userNotes(userId),
      tx.drills(userId),
      tx.reviews(userId),
      tx.sessions(userId),
      tx.guessRecords(userId),
      tx.puzzleAttempts(userId),
      tx.games(userId, MAX_EXPORTED_GAMES),
    ])
    const withoutOwner = <T extends { userId: string }>({ userId: _owner, ...rest }: T) => rest
    return {
      exportedAt: new Date().toISOString(),
      account: toProfile(user),
      likes: ids(likes),
      watchlater: ids(watchlater),
      history: ids(history),
      playlists: playlists.map(({ videos, ...playlist }) => ({ ...playlist, videos: ids(videos) })),
      progress: progress.map(withoutOwner),
      notes: notes.map(withoutOwner),
      drills: drills.map(withoutOwner),
      reviews: reviews.map(withoutOwner),
      sessions: sessions.map(({ createdAt, lastSeenAt }) => ({ createdAt, lastSeenAt })),
      guesses: guesses.map(withoutOwner),
      puzzleAttempts: puzzleAttempts.map(withoutOwner),
      games: games.map(withoutOwner),
      // The classes by name and the learner's part in them: nothing of the other members.
      classes: [
        ...coached.map(({ name, code }) => ({ name, role: 'coach' as const, code })),
        ...joined.map(({ name }) => ({ name, role: 'student' as const })),
      ],
    }
  })
