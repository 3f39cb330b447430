// Who played a lesson's game, where and when, from its PGN headers (docs/product.md, "Lessons"):
// the video page says it under "Lesson", and the catalogue carries it so that a search for a
// player or an event finds the video (issue 59). Zod-free: the page's lesson region imports it.

/** A header's value, or '' for the roster's unknowns ("?", "????.??.??"). */
const known = (value: string | undefined) => (value && !/^[?.]*$/.test(value) ? value : '')

/** "Aronian, Levon – Anand, Viswanathan · Tata Steel Masters · Wijk aan Zee NED · 2013" ('' if none). */
export function lessonByline(headers: Readonly<Record<string, string>>): string {
  const players = [known(headers.White), known(headers.Black)]
  const year = /^\d{4}/.exec(known(headers.Date))?.[0]
  return [
    players.every(Boolean) ? players.join(' – ') : players.find(Boolean),
    known(headers.Event),
    known(headers.Site),
    year,
  ]
    .filter(Boolean)
    .join(' · ')
}
