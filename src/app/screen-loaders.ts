import type { ComponentType } from 'react'

// Every screen but the landing page loads on demand (docs/performance.md). Their chunks' map
// loads on demand too: the landing page needs none of it, and it weighs 1 KB gzip of hashed
// names (docs/decisions/008). A prerendered screen's HTML preloads it (build/prerender.ts).
const screens = import.meta.glob<{ default: ComponentType }>([
  './screens/*.tsx',
  '!./screens/*.test.tsx',
  '!./screens/home.tsx',
])

/** The screen's module, by its file's name under app/screens/. */
export const loadScreen = (page: string) => screens[`./screens/${page}.tsx`]!()
