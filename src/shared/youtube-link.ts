/**
 * A YouTube video's id from what a curator pastes (docs/product.md, "Curators grow the
 * catalogue"): a bare 11-character id, or a link of any form YouTube gives out: watch?v=,
 * youtu.be/, /embed/, /shorts/, /live/, on youtube.com (www., m., music.) or
 * youtube-nocookie.com, with or without the scheme. Anything else is undefined.
 */
const VIDEO_ID = /^[\w-]{11}$/
const PATH_FORMS = new Set(['embed', 'shorts', 'live', 'v'])

export function youtubeIdOf(pasted: string): string | undefined {
  const text = pasted.trim()
  if (VIDEO_ID.test(text)) return text
  const url = parsedUrl(/^[a-z][\w+.-]*:/i.test(text) ? text : `https://${text}`)
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) return undefined
  const host = url.hostname.toLowerCase().replace(/^(www|m|music)\./, '')
  const [first, second] = url.pathname.split('/').filter(Boolean)
  let id: string | null | undefined
  if (host === 'youtu.be') id = first
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com')
    id = first === 'watch' ? url.searchParams.get('v') : PATH_FORMS.has(first ?? '') ? second : null
  return id && VIDEO_ID.test(id) ? id : undefined
}

function parsedUrl(text: string): URL | undefined {
  try {
    return new URL(text)
  } catch {
    return undefined
  }
}
