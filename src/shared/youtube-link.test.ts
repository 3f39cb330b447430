import { expect, test } from 'vitest'
import { youtubeIdOf } from './youtube-link'

const ID = 'dQw4w9WgXcQ'

test.each([
  ID,
  ` ${ID} `,
  `https://www.youtube.com/watch?v=${ID}`,
  `https://youtube.com/watch?feature=share&v=${ID}&t=42`,
  `youtube.com/watch?v=${ID}`,
  `https://m.youtube.com/watch?v=${ID}`,
  `https://youtu.be/${ID}`,
  `https://youtu.be/${ID}?si=abc&t=10`,
  `youtu.be/${ID}`,
  `https://www.youtube.com/embed/${ID}`,
  `https://www.youtube.com/shorts/${ID}`,
  `https://www.youtube-nocookie.com/embed/${ID}?autoplay=1`,
  `http://www.youtube.com/live/${ID}`,
])('%s is the video dQw4w9WgXcQ', (pasted) => {
  expect(youtubeIdOf(pasted)).toBe(ID)
})

test.each([
  '',
  'dQw4w9WgXc',
  'dQw4w9WgXcQQ',
  'not a link',
  `https://vimeo.com/${ID}`,
  `https://www.youtube.com/watch?v=${ID.slice(1)}`,
  `https://www.youtube.com/channel/${ID}`,
  `https://evil.example/youtube.com/watch?v=${ID}`,
  `https://youtube.com.evil.example/watch?v=${ID}`,
  `javascript:alert(1)//youtu.be/${ID}`,
  `ftp://youtu.be/${ID}`,
])('%j is not a YouTube video link', (pasted) => {
  expect(youtubeIdOf(pasted)).toBeUndefined()
})
