/**
 * Which file of the build answers a page's address (docs/architecture.md, "Prerendered pages").
 * The preview server, the Node server and the service worker (offline) all decide the same way:
 * the page prerendered for the path, else the shell for a screen of the app (a user's own pages),
 * else 404.html for an address no screen matches.
 */

/** "/" → "/index.html", "/explore" → "/explore.html", "/singlevideo/x" → "/singlevideo/x.html". */
export function prerenderedFile(pathname: string): string {
  return pathname === '/' ? '/index.html' : `${pathname.replace(/\/+$/, '')}.html`
}

export const SHELL_FILE = '/shell.html'
export const NOT_FOUND_FILE = '/404.html'

/** Whether a path matches a route pattern such as "/singlevideo/:videoId". */
export function matchesPattern(pathname: string, pattern: string): boolean {
  const parts = pathname.split('/').filter(Boolean)
  const wanted = pattern.split('/').filter(Boolean)
  return (
    parts.length === wanted.length &&
    wanted.every((segment, index) => segment.startsWith(':') || segment === parts[index])
  )
}

/** The file that answers a navigation to `pathname`, given the files the build wrote. */
export function pageFileFor(
  pathname: string,
  hasFile: (file: string) => boolean,
  screens: string[],
): { file: string; status: 200 | 404 } {
  const prerendered = prerenderedFile(pathname)
  if (hasFile(prerendered)) return { file: prerendered, status: 200 }
  if (screens.some((pattern) => matchesPattern(pathname, pattern)))
    return { file: SHELL_FILE, status: 200 }
  return { file: NOT_FOUND_FILE, status: 404 }
}
