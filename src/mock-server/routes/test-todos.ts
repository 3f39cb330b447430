import { Hono } from 'hono/tiny'
import type { MockEnv } from '../env'

// Gives the request tester's default request a working answer (docs/api.md).
const todos = [
  { id: 1, title: 'Learn the Italian Game', completed: true },
  { id: 2, title: 'Solve ten tactics puzzles', completed: false },
  { id: 3, title: 'Watch "Anand\'s Immortal"', completed: false },
]

export const testTodoRoutes = new Hono<MockEnv>().get('/test-todos', (c) => c.json({ todos }, 200))
