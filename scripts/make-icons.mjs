// Draws the app icons (public/icons/*.png) from the favicon's design in Chromium, so that no
// image editor is needed: `node scripts/make-icons.mjs`. The PNGs are committed; run it again
// only when the design changes.
import { chromium } from '@playwright/test'
import { findChromium } from './find-chromium.mjs'

// "maskable" icons keep the glyph inside the middle 80 %, which launchers may crop to a circle.
const icons = [
  { file: 'icon-192.png', size: 192, radius: 0.22, glyph: 0.66 },
  { file: 'icon-512.png', size: 512, radius: 0.22, glyph: 0.66 },
  { file: 'maskable-512.png', size: 512, radius: 0, glyph: 0.5 },
  { file: 'apple-touch-icon.png', size: 180, radius: 0, glyph: 0.62 },
]

const browser = await chromium.launch({ executablePath: findChromium() })
try {
  const page = await browser.newPage()
  for (const { file, size, radius, glyph } of icons) {
    await page.setViewportSize({ width: size, height: size })
    await page.setContent(`<!doctype html><body style="margin:0">
      <svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 100 100">
        <rect width="100" height="100" rx="${radius * 100}" fill="#1f2a44"/>
        <text x="50" y="${50 + glyph * 36}" font-size="${glyph * 100}" text-anchor="middle"
          fill="#f5c451" font-family="serif">♞</text>
      </svg></body>`)
    await page.screenshot({ path: `public/icons/${file}`, omitBackground: radius > 0 })
  }
} finally {
  await browser.close()
}
console.log('Icons written to public/icons/')
