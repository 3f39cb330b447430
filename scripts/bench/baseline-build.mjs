import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync } from 'node:fs'
import path from 'node:path'

// An earlier build measured beside this one in the same run (issue 64: the first grid against
// the wave-3 build). Its sources come from git, its packages from its own lock file; kept under
// node_modules/.cache, so that the next run only serves it.

/** The wave-3 build (docs/performance.md, "The first grid against the wave-3 build"). */
export const WAVE_3 = 'd0a6f08'

// Without `npm run bench`'s own npm_* settings, which made the nested `npm ci` leave the
// development packages (Vite among them) out.
const cleanEnv = Object.fromEntries(
  Object.entries(process.env).filter(([name]) => !/^npm_/i.test(name)),
)

const run = (command, args, cwd) => {
  const result = spawnSync(command, args, {
    cwd,
    env: cleanEnv,
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed in ${cwd}`)
}

/** The folder of `commit`'s production build, made the first time it is asked for. */
export function buildAt(commit) {
  const dir = path.resolve('node_modules/.cache/gambit-bench', commit)
  if (!existsSync(path.join(dir, 'package.json'))) {
    mkdirSync(dir, { recursive: true })
    // The commit's files alone (no worktree for git to keep track of).
    const archive = spawnSync('git', ['archive', '--format=tar', commit], {
      maxBuffer: 1 << 30,
    })
    if (archive.status !== 0) throw new Error(`git archive ${commit} failed`)
    const unpack = spawnSync('tar', ['-x', '-C', dir], { input: archive.stdout })
    if (unpack.status !== 0) throw new Error(`unpacking ${commit} failed`)
  }
  if (!existsSync(path.join(dir, 'node_modules')))
    run('npm', ['ci', '--include=dev', '--no-audit', '--no-fund', '--ignore-scripts'], dir)
  if (!existsSync(path.join(dir, 'dist', 'index.html')))
    run('node_modules/.bin/vite', ['build', '--logLevel', 'warn'], dir)
  return dir
}
