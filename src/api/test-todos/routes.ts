import { answers } from '../http/answers'
import { defineRoutes, route } from '../http/define'

// Gives the request tester's default request a working answer (docs/api.md).
const todos = [
  { id: 1, title: 'Learn the Italian Game', completed: true },
  { id: 2, title: 'Solve ten tactics puzzles', completed: false },
  { id: 3, title: 'Watch "Anand\'s Immortal"', completed: false },
]

export const testTodoRoutes = defineRoutes([
  route(
    {
      method: 'GET',
      path: '/test-todos',
      tag: 'Tester',
      summary: "Three sample to-dos: the tester's first request",
      responses: { 200: ['The to-dos', answers.todos] },
    },
    (c) => c.json({ todos }, 200),
  ),
])
