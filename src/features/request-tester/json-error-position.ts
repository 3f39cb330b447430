/**
 * The offset of the first syntax error in `text`, found by a small JSON scanner. Browsers word
 * JSON.parse errors differently and some give no position, so the tester finds it itself.
 */
export function jsonErrorPosition(text: string): number {
  let i = 0
  const fail = (at = i): never => {
    throw at
  }
  const space = () => {
    while (i < text.length && ' \t\n\r'.includes(text[i]!)) i++
  }
  const literal = (word: string) => {
    for (const char of word) {
      if (text[i] !== char) fail()
      i++
    }
  }
  const string = () => {
    i++ // opening quote
    while (i < text.length && text[i] !== '"') {
      const char = text[i]!
      if (char < ' ') fail()
      if (char === '\\') {
        i++
        if (text[i] === 'u') {
          for (let k = 1; k <= 4; k++) {
            if (!/[0-9a-fA-F]/.test(text[i + k] ?? '')) fail(i + k)
          }
          i += 4
        } else if (!'"\\/bfnrt'.includes(text[i] ?? 'x')) fail()
      }
      i++
    }
    if (text[i] !== '"') fail()
    i++
  }
  const number = () => {
    const match = /^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?/.exec(text.slice(i))
    if (!match) fail()
    i += match![0].length
  }
  const sequence = (close: string, item: () => void) => {
    i++
    space()
    if (text[i] === close) return void i++
    for (;;) {
      item()
      space()
      if (text[i] === ',') {
        i++
        space()
      } else if (text[i] === close) return void i++
      else fail()
    }
  }
  const value = (): void => {
    space()
    const char = text[i]
    if (char === '{') {
      sequence('}', () => {
        if (text[i] !== '"') fail()
        string()
        space()
        if (text[i] !== ':') fail()
        i++
        value()
      })
    } else if (char === '[') sequence(']', value)
    else if (char === '"') string()
    else if (char === 't') literal('true')
    else if (char === 'f') literal('false')
    else if (char === 'n') literal('null')
    else number()
  }
  try {
    value()
    space()
    return i < text.length ? i : -1
  } catch (position) {
    return position as number
  }
}
