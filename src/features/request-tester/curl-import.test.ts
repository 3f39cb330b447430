import { expect, test } from 'vitest'
import { toCurl } from './curl'
import { parseCurl, shellWords } from './curl-import'

// Commands as the browsers' "Copy as cURL" writes them (Chrome's bash form and Firefox's POSIX
// form), for requests to this app, tokens shortened.
const CHROME_POST = `curl 'http://localhost:4173/api/auth/login' \\
  -H 'Accept: */*' \\
  -H 'Accept-Language: en-US,en;q=0.9' \\
  -H 'Connection: keep-alive' \\
  -H 'Content-Type: application/json' \\
  -H 'Origin: http://localhost:4173' \\
  -H 'Referer: http://localhost:4173/login' \\
  -H 'Sec-Fetch-Dest: empty' \\
  -H 'Sec-Fetch-Mode: cors' \\
  -H 'Sec-Fetch-Site: same-origin' \\
  -H 'User-Agent: Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36' \\
  -H 'sec-ch-ua: "Chromium";v="156", "Not)A;Brand";v="24"' \\
  -H 'sec-ch-ua-mobile: ?0' \\
  -H 'sec-ch-ua-platform: "Linux"' \\
  --data-raw '{"email":"guest@gambit.dev","password":"guest-pass-123"}'`

const CHROME_DELETE = `curl 'http://localhost:4173/api/user/likes/wofz0k6FCMU' \\
  -X 'DELETE' \\
  -H 'Accept: */*' \\
  -H 'authorization: eyJhbGciOiJIUzI1NiJ9.e30.sig' \\
  -H 'Referer: http://localhost:4173/liked' \\
  -b 'theme=dark'`

// Chrome quotes a body holding a quote or a newline as $'…'.
const CHROME_ANSI = `curl 'http://localhost:4173/api/user/notes/Eas20kFpAYw' \\
  -H 'Content-Type: application/json' \\
  -H 'authorization: eyJhbGciOiJIUzI1NiJ9.e30.sig' \\
  --data-raw $'{"note":{"timeSeconds":95,"text":"Anand\\'s rook lift\\\\nthen Bxh2"}}'`

const FIREFOX_PUT = `curl 'http://localhost:4173/api/user/progress/Eas20kFpAYw' -X PUT -H 'User-Agent: Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0' -H 'Accept: */*' -H 'Accept-Language: en-US,en;q=0.5' -H 'Accept-Encoding: gzip, deflate, br, zstd' -H 'Content-Type: application/json' -H 'authorization: eyJhbGciOiJIUzI1NiJ9.e30.sig' -H 'Origin: http://localhost:4173' -H 'Connection: keep-alive' -H 'Sec-Fetch-Dest: empty' -H 'Sec-Fetch-Mode: cors' -H 'Sec-Fetch-Site: same-origin' -H 'Priority: u=4' --data-raw '{"positionSeconds":30,"durationSeconds":600}'`

const FIREFOX_GET = `curl 'http://localhost:4173/api/videos?q=a%20b' --compressed -H 'User-Agent: Mozilla/5.0' -H 'Accept: */*'`

const header = (headers: [string, string][], name: string) =>
  headers.find(([key]) => key.toLowerCase() === name.toLowerCase())?.[1]

test.each([
  ['Chrome, a login (multi-line)', CHROME_POST, 'POST', '/api/auth/login', 13],
  ['Chrome, a DELETE with a cookie', CHROME_DELETE, 'DELETE', '/api/user/likes/wofz0k6FCMU', 4],
  ["Chrome, a body in $'…'", CHROME_ANSI, 'POST', '/api/user/notes/Eas20kFpAYw', 2],
  ['Firefox, a PUT', FIREFOX_PUT, 'PUT', '/api/user/progress/Eas20kFpAYw', 12],
  ['Firefox, a GET with a query', FIREFOX_GET, 'GET', '/api/videos?q=a%20b', 2],
])('%s', (_name, command, method, path, headerCount) => {
  const read = parseCurl(command)
  if (!read.ok) throw new Error(read.message)
  expect(read.request.method).toBe(method)
  expect(read.request.url).toBe(`http://localhost:4173${path}`)
  expect(read.request.headers).toHaveLength(headerCount)
})

test('header values and bodies come out exactly as sent', () => {
  const login = parseCurl(CHROME_POST)
  const ansi = parseCurl(CHROME_ANSI)
  const cookie = parseCurl(CHROME_DELETE)
  if (!login.ok || !ansi.ok || !cookie.ok) throw new Error('not parsed')
  expect(JSON.parse(login.request.body)).toEqual({
    email: 'guest@gambit.dev',
    password: 'guest-pass-123',
  })
  expect(header(login.request.headers, 'sec-ch-ua')).toBe(
    '"Chromium";v="156", "Not)A;Brand";v="24"',
  )
  expect(JSON.parse(ansi.request.body).note.text).toBe("Anand's rook lift\nthen Bxh2")
  expect(header(cookie.request.headers, 'cookie')).toBe('theme=dark')
  expect(cookie.request.body).toBe('')
})

test('-d makes a POST, --json sets the JSON headers, -X overrides, --request= and -XPATCH work', () => {
  expect(parseCurl(`curl http://x/api/a -d 'a=1' -d 'b=2'`)).toMatchObject({
    ok: true,
    request: { method: 'POST', body: 'a=1&b=2' },
  })
  const json = parseCurl(`curl --json '{"video":{"_id":"x"}}' http://x/api/user/likes`)
  expect(json).toMatchObject({ ok: true, request: { method: 'POST' } })
  if (json.ok) {
    expect(header(json.request.headers, 'content-type')).toBe('application/json')
    expect(header(json.request.headers, 'accept')).toBe('application/json')
  }
  expect(parseCurl(`curl -X PUT -d '{}' "http://x/api/b"`)).toMatchObject({
    request: { method: 'PUT', url: 'http://x/api/b' },
  })
  expect(parseCurl(`curl --request=patch --url http://x/api/c`)).toMatchObject({
    request: { method: 'PATCH', url: 'http://x/api/c' },
  })
  expect(parseCurl(`curl -XDELETE http://x/api/d`)).toMatchObject({ request: { method: 'DELETE' } })
  expect(parseCurl(`curl -u ada:secret http://x/`)).toMatchObject({
    request: { headers: [['Authorization', `Basic ${btoa('ada:secret')}`]] },
  })
})

test('double quotes keep their backslash escapes; a backslash-newline continues the line', () => {
  expect(shellWords(`curl "a \\"b\\" \\$c \\d" 'e'\\\n  f`)).toEqual([
    'curl',
    'a "b" $c \\d',
    'e',
    'f',
  ])
  expect(shellWords(`curl ''`)).toEqual(['curl', ''])
})

test('what cannot be read is said, never guessed', () => {
  expect(parseCurl(`wget http://x`)).toEqual({
    ok: false,
    message: 'A cURL command starts with "curl".',
  })
  expect(parseCurl(`curl 'http://x`)).toEqual({
    ok: false,
    message: 'A single quote is not closed.',
  })
  expect(parseCurl(`curl -H 'A: b'`)).toEqual({ ok: false, message: 'The command has no URL.' })
  expect(parseCurl(`curl -X OPTIONS http://x`)).toEqual({
    ok: false,
    message: 'The tester cannot send OPTIONS requests.',
  })
  expect(parseCurl('curl ^"http://x^" ^\n  -H ^"A: b^"')).toMatchObject({ ok: false })
})

test('Copy as cURL round-trips through Import cURL', () => {
  const request = {
    method: 'POST' as const,
    endpoint: '/api/user/notes/Eas20kFpAYw',
    headers: [
      { id: 1, enabled: true, name: 'Accept', value: '*/*' },
      { id: 2, enabled: true, name: 'authorization', value: "tok'en" },
    ],
    body: `{"note":{"text":"it's a \\"trap\\"\\nreally","timeSeconds":3}}`,
  }
  const read = parseCurl(toCurl(request, 'http://localhost:4173'))
  expect(read).toEqual({
    ok: true,
    request: {
      method: 'POST',
      url: 'http://localhost:4173/api/user/notes/Eas20kFpAYw',
      headers: [
        ['Accept', '*/*'],
        ['authorization', "tok'en"],
      ],
      body: request.body,
    },
  })
})
