import { vi } from 'vitest'

// The files a screen offers to save (lib/download.ts) caught in a test: jsdom saves nothing, so
// each Blob is kept and the link's click is a spy whose contexts are the links clicked (their
// `download` is the file's name).

export function captureDownloads() {
  const files: Blob[] = []
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    files.push(blob as Blob)
    return 'blob:download'
  })
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined)
  const clicks = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined)
  return { files, clicks }
}
