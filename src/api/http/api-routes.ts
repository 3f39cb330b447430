import { accountRoutes } from '../account/routes'
import { authRoutes } from '../auth/routes'
import { catalogueRoutes } from '../routes/catalogue'
import { classRoutes } from '../routes/classes'
import { sharingRoutes } from '../routes/sharing'
import { docsRoutes } from './docs-routes'
import { drillRoutes } from '../drills/routes'
import { historyRoutes } from '../routes/history'
import { likesRoutes } from '../routes/likes'
import { playlistRoutes } from '../routes/playlists'
import { studyRoutes } from '../study/routes'
import { testTodoRoutes } from '../test-todos/routes'
import { videoRoutes } from '../routes/videos'
import { watchLaterRoutes } from '../routes/watch-later'

/** Every group of routes, in the order the app tries them. */
export const ROUTE_GROUPS = [
  authRoutes,
  videoRoutes,
  catalogueRoutes,
  likesRoutes,
  watchLaterRoutes,
  historyRoutes,
  playlistRoutes,
  sharingRoutes,
  classRoutes,
  studyRoutes,
  drillRoutes,
  accountRoutes,
  testTodoRoutes,
  docsRoutes,
]

/** What /api/openapi.json is generated from. */
export const API_ROUTES = ROUTE_GROUPS.flatMap((group) => group.definitions)
