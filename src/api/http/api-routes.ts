import { accountRoutes } from '../account/routes'
import { authRoutes } from '../auth/routes'
import { videoEditingRoutes } from '../videos/routes'
import { classRoutes } from '../classes/routes'
import { classReportRoutes } from '../classes/report-routes'
import { sharingRoutes } from '../sharing/routes'
import { docsRoutes } from './docs-routes'
import { drillRoutes } from '../drills/routes'
import { guessRoutes } from '../guesses/routes'
import { historyRoutes } from '../lists/history-routes'
import { lessonRoutes } from '../lessons/routes'
import { likesRoutes } from '../lists/likes-routes'
import { playlistRoutes } from '../playlists/routes'
import { puzzleRoutes } from '../puzzles/routes'
import { studyRoutes } from '../study/routes'
import { trainingRoutes } from '../training/routes'
import { testTodoRoutes } from '../test-todos/routes'
import { videoRoutes } from '../videos/read-routes'
import { verdictRoutes } from '../verdicts/routes'
import { gameRoutes } from '../games/routes'
import { watchLaterRoutes } from '../lists/watch-later-routes'

/** Every group of routes, in the order the app tries them. */
export const ROUTE_GROUPS = [
  authRoutes,
  videoEditingRoutes,
  videoRoutes,
  lessonRoutes,
  likesRoutes,
  watchLaterRoutes,
  historyRoutes,
  playlistRoutes,
  sharingRoutes,
  classRoutes,
  classReportRoutes,
  studyRoutes,
  drillRoutes,
  guessRoutes,
  trainingRoutes,
  puzzleRoutes,
  verdictRoutes,
  gameRoutes,
  accountRoutes,
  testTodoRoutes,
  docsRoutes,
]

/** What /api/openapi.json is generated from. */
export const API_ROUTES = ROUTE_GROUPS.flatMap((group) => group.definitions)
