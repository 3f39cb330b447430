/**
 * Every entity's shape, declared once per resource (docs/architecture.md, "Entities"): the API
 * answers with these (and /api/openapi.json describes them), the stores read records through
 * them (api/<resource>/records.ts), and the page takes its types from them. The page imports
 * types only (`import type`), so zod never reaches its first visit. Puzzles keep theirs in
 * api/puzzles/shapes.ts: the page never reads a puzzle's schema.
 */

export { PAGE_LANGUAGES, type PageLanguage } from '../entity-names'
export * from './account'
export * from './classes'
export * from './drills'
export * from './lists'
export * from './playlists'
export * from './study'
export * from './videos'
