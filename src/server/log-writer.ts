/**
 * Log lines written together once per turn of the event loop: a write to a file or a pipe is a
 * synchronous system call on Linux, so under load one write carries the lines of many requests
 * instead of one each (docs/performance.md, "The server"). `flush` writes what is waiting (a stop
 * calls it before the process exits).
 */
export function batchedLog(write: (text: string) => void) {
  let waiting: string[] = []
  let scheduled = false
  const flush = () => {
    scheduled = false
    if (waiting.length === 0) return
    const text = waiting.join('')
    waiting = []
    write(text)
  }
  const log = (line: string) => {
    waiting.push(`${line}\n`)
    if (!scheduled) {
      scheduled = true
      setImmediate(flush)
    }
  }
  return { log, flush }
}
