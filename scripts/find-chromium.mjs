// Finds a Chromium for the browser tests, in the order the README gives:
// CHROME_PATH, Debian's /usr/bin/chromium, Playwright's own, else installs one.
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'

function playwrightChromium() {
  try {
    const path = execFileSync(
      'node',
      ['-e', "console.log(require('playwright-core').chromium.executablePath())"],
      {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      },
    ).trim()
    return path && existsSync(path) ? path : null
  } catch {
    return null
  }
}

function candidates() {
  return [process.env.CHROME_PATH, '/usr/bin/chromium', playwrightChromium()].filter(Boolean)
}

function install() {
  const isRoot = process.getuid?.() === 0
  if (isRoot && existsSync('/etc/debian_version')) {
    console.log("No Chromium found: installing Debian's chromium package.")
    execFileSync(
      'bash',
      [
        '-c',
        'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium',
      ],
      { stdio: 'inherit' },
    )
  } else {
    console.log("No Chromium found: installing Playwright's Chromium.")
    execFileSync('npx', ['playwright', 'install', 'chromium'], { stdio: 'inherit' })
  }
}

export function findChromium() {
  const found = candidates().find((path) => existsSync(path))
  if (found) return found
  install()
  const installed = candidates().find((path) => existsSync(path))
  if (!installed)
    throw new Error('No Chromium could be found or installed; the browser tests cannot run.')
  return installed
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(findChromium())
