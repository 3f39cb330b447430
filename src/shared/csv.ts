/**
 * CSV as RFC 4180 writes it (docs/api.md, "Catalogue"): fields separated by commas, a field in
 * double quotes may hold commas, line breaks and doubled quotes (""), lines end in LF or CRLF.
 * A byte-order mark and blank lines are ignored.
 */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let field = ''
  let quoted = false
  const endField = () => {
    row.push(field)
    field = ''
  }
  const endRow = () => {
    endField()
    if (row.some((value) => value.trim() !== '')) rows.push(row)
    row = []
  }
  const source = text.replace(/^\uFEFF/, '')
  for (let i = 0; i < source.length; i++) {
    const char = source[i]!
    if (quoted) {
      if (char !== '"') field += char
      else if (source[i + 1] === '"') field += source[++i]
      else quoted = false
    } else if (char === '"' && field.trim() === '') {
      field = ''
      quoted = true
    } else if (char === ',') endField()
    else if (char === '\n') endRow()
    else if (char !== '\r' || source[i + 1] !== '\n') field += char
  }
  endRow()
  return rows
}

/** The rows after the header as records keyed by the header's names (trimmed, lowercase). */
export function csvRecords(text: string): Record<string, string>[] {
  const [header, ...rows] = parseCsv(text)
  if (!header) return []
  const names = header.map((name) => name.trim().toLowerCase())
  return rows.map((row) =>
    Object.fromEntries(names.map((name, column) => [name, row[column] ?? ''])),
  )
}
