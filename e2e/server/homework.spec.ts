import { readFile } from 'node:fs/promises'
import type { Browser, Page } from '@playwright/test'
import { Chess } from 'chess.js'
import {
  ALEX,
  apiCall,
  expect,
  expectNoSeriousA11yViolations,
  playMove,
  sessionToken,
  tabTo,
  test,
  waitForApp,
} from '../fixtures'

// docs/product.md, "Homework that grades itself", on the Node server: the coach and a new student
// on two browsers, one back end. The coach assigns by keyboard; the student guesses the demo
// lesson (1. d4 d5 2. c4 c6) as Black and misses a puzzle; the coach reads it and downloads it.

test.use({ backend: 'server' })

async function logIn(page: Page, who: { email: string; password: string }) {
  await page.goto('/login')
  await waitForApp(page)
  await page.getByRole('textbox', { name: 'Email' }).fill(who.email)
  await page.getByLabel('Password').fill(who.password)
  await page.getByRole('button', { name: 'Login', exact: true }).click()
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible()
}

async function newPerson(browser: Browser) {
  const context = await browser.newContext()
  return { context, page: await context.newPage() }
}

/** Chooses an option of a select by keyboard: focus, then arrows until it is chosen. */
async function chooseByKeyboard(page: Page, name: string, value: string) {
  const select = page.getByRole('combobox', { name })
  await tabTo(page, select)
  for (let step = 0; step < 10 && (await select.inputValue()) !== value; step++)
    await page.keyboard.press('ArrowDown')
  await expect(select).toHaveValue(value)
}

test('the coach assigns guessing and puzzles by keyboard, the student does them, the coach reads the mistakes and the CSV', async ({
  page,
  browser,
}) => {
  // Two people in two browsers, two kinds of homework done and read: 96 s in a CI run on a busy
  // 2-core machine.
  test.setTimeout(180_000)
  const run = Date.now().toString(36)
  const student = { email: `student-${run}@gambit.dev`, password: 'pass-1234' }
  const coach = await newPerson(browser)
  try {
    await logIn(coach.page, ALEX)
    await coach.page.goto('/classes')
    await coach.page.getByLabel('Class name').fill(`Homework ${run}`)
    await coach.page.getByRole('button', { name: 'Create class' }).click()
    const code = (await coach.page.getByText(/^Join code: /).textContent())!.slice(11)

    await page.goto('/signup')
    await waitForApp(page)
    const signup = await apiCall(page, 'POST', '/api/auth/signup', {
      body: { ...student, firstName: 'Rosa', lastName: `Lane ${run}` },
    })
    expect(signup.status).toBe(201)
    await logIn(page, student)
    await apiCall(page, 'POST', '/api/classes/join', {
      token: await sessionToken(page),
      body: { code },
    })

    // The coach, by keyboard: a lesson to guess as Black, then five easier mate-in-1 puzzles.
    const form = coach.page.getByRole('form', { name: 'Assign work' })
    await expect(form).toBeVisible()
    await chooseByKeyboard(coach.page, 'Kind', 'guess')
    await chooseByKeyboard(coach.page, 'I play', 'black')
    await tabTo(coach.page, form.getByRole('button', { name: 'Assign', exact: true }))
    await coach.page.keyboard.press('Enter')
    await expect(
      coach.page.getByRole('status').filter({ hasText: 'Guessing assigned!' }),
    ).toBeVisible()
    await chooseByKeyboard(coach.page, 'Kind', 'puzzles')
    await tabTo(coach.page, form.getByRole('checkbox', { name: /^Mate in 1/ }))
    await coach.page.keyboard.press('Space')
    await chooseByKeyboard(coach.page, 'Difficulty', 'easier')
    await tabTo(coach.page, form.getByRole('spinbutton', { name: 'Number of puzzles' }))
    await coach.page.keyboard.press('ControlOrMeta+A')
    await coach.page.keyboard.type('5')
    await coach.page.keyboard.press('Enter')
    await expect(
      coach.page.getByRole('status').filter({ hasText: 'Puzzles assigned!' }),
    ).toBeVisible()

    // The student starts the guessing from "Assignments": 1... d5 right, 2... e6 wrong, stop.
    await page.goto('/classes')
    await page.getByRole('link', { name: /^Start Guess the moves as Black/ }).click()
    const lesson = page.getByRole('region', { name: 'Lesson' })
    await expect(lesson.getByRole('status')).toHaveText('Your move: what was played here?')
    await playMove(page, 'd5')
    await expect(lesson.getByRole('status')).toHaveText('Correct! 1... d5 was played.')
    await lesson.getByRole('button', { name: 'Next guess' }).click()
    // Judged by the server's Stockfish: 2... e6 as good as 2... c6; 3... Bh3 gives a bishop.
    await playMove(page, 'e6')
    await expect(lesson.getByRole('status')).toHaveText(
      'Good too (engine)! The lesson played 2... c6.',
      { timeout: 30_000 },
    )
    await lesson.getByRole('button', { name: 'Next guess' }).click()
    await playMove(page, 'Bh3')
    await expect(lesson.getByRole('status')).toHaveText('The lesson played 3... Nf6.', {
      timeout: 30_000,
    })
    await lesson.getByRole('button', { name: 'Stop guessing' }).click()
    await expect(lesson.getByText('Your best: 2 of 3')).toBeVisible()

    // Then the puzzles: a legal move that is neither the solution nor a mate misses the first.
    await page.goto('/classes')
    await page.getByRole('link', { name: /^Start 5 puzzles: Mate in 1/ }).click()
    const homework = page.getByRole('status').filter({ hasText: /^Homework:/ })
    await expect(homework).toContainText('0 of 5 done')
    // The puzzle shown, by its own address ("Link to this puzzle"): the first is drawn at random.
    const shown = await page
      .getByRole('region', { name: 'Puzzle' })
      .getByRole('link', { name: 'Link to this puzzle' })
      .getAttribute('href')
    const next = await apiCall(page, 'GET', `/api${shown}`)
    const { fen, moves } = next.body.puzzle as { fen: string; moves: string[] }
    const chess = new Chess(fen)
    // The opponent's move, a promotion too (the puzzle is drawn at random).
    chess.move({
      from: moves[0]!.slice(0, 2),
      to: moves[0]!.slice(2, 4),
      promotion: moves[0]!.slice(4) || undefined,
    })
    const wrong = chess
      .moves({ verbose: true })
      .find((move) => move.lan !== moves[1] && !move.san.endsWith('#'))!
    const puzzle = page.getByRole('region', { name: 'Puzzle' })
    await expect(puzzle.getByText('Your move.')).toBeVisible()
    await playMove(page, wrong.san)
    await expect(puzzle.getByText('Not quite.')).toBeVisible()
    await expect(homework).toContainText('1 of 5 done · 0 solved first try')

    // The coach reads the scores, then the mistakes, by keyboard.
    await coach.page.reload()
    const row = coach.page.getByRole('row', { name: new RegExp(`Rosa Lane ${run}`) })
    await expect(row).toContainText('2 of 3 guessed')
    await expect(row).toContainText('0 of 5 solved first try · 1 of 5 done')
    const [guessMistakes, puzzleMistakes] = await row
      .getByRole('button', { name: `Mistakes of Rosa Lane ${run}` })
      .all()
    await tabTo(coach.page, guessMistakes!)
    await coach.page.keyboard.press('Enter')
    const dialog = coach.page.getByRole('dialog', { name: `Mistakes of Rosa Lane ${run}` })
    await expect(dialog.getByText('Played: 3... Bh3')).toBeVisible()
    await expect(dialog.getByText('Right: 3... Nf6')).toBeVisible()
    await expect(dialog.getByRole('img', { name: /^Position: / })).toBeVisible()
    // The engine's word, kept when the server judged the miss: Black's evaluation falls.
    await expect(dialog.getByText(/^Engine: [+−]\d+\.\d → \+\d+\.\d$/)).toBeVisible()
    await expect(dialog.getByText('What follows:').locator('..')).toContainText('3... Bh3 4.')
    await expect(dialog.getByText('Best move:').locator('..')).toContainText('3...')
    await expectNoSeriousA11yViolations(coach.page)
    await coach.page.keyboard.press('Escape')
    await expect(guessMistakes!).toBeFocused()
    await tabTo(coach.page, puzzleMistakes!)
    await coach.page.keyboard.press('Enter')
    await expect(
      dialog.getByText(new RegExp(`^Played: \\d+\\.+ ${wrong.san.replace(/[+#]/g, '\\$&')}$`)),
    ).toBeVisible()
    await expect(dialog.getByRole('img', { name: /^Position: White: / })).toBeVisible()
    await coach.page.keyboard.press('Escape')

    const download = coach.page.waitForEvent('download')
    await tabTo(coach.page, coach.page.getByRole('button', { name: 'Download results' }))
    await coach.page.keyboard.press('Enter')
    const file = await download
    expect(file.suggestedFilename()).toBe(`Homework ${run} results.csv`)
    const csv = (await readFile(await file.path())).toString('utf8')
    expect(
      csv.startsWith(
        '\uFEFF"Student","Assignment","Kind","Due","Right (videos watched · moves guessed · puzzles solved first try)","engine-good (moves guessed that the engine judged good, counted in Right)","Out of (videos · moves · puzzles)","Done (videos watched · rounds played · puzzles tried)"\r\n',
      ),
    ).toBe(true)
    expect(csv).toContain(`"Rosa Lane ${run}","5 puzzles: Mate in 1 · Easier","Puzzles","",0,,5,1`)
    expect(csv).toMatch(
      new RegExp(
        `"Rosa Lane ${run}","Guess the moves as Black: [^"]+","Guess the moves","",2,1,3,1`,
      ),
    )
  } finally {
    await coach.context.close()
  }
})
