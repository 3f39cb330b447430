import { measurePlay } from '../scripts/bench/play.mjs'
console.log(JSON.stringify(await measurePlay('/usr/bin/chromium', 'http://localhost:4175'), null, 1))
