// `npm run mutate` (docs/testing.md, "Mutation testing"): how many deliberate faults in the rules
// and judges that matter most the Vitest suite catches. Not part of `npm test`: a run takes minutes.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  // The contract tests reach the rules through the API, not by importing them: run them all.
  vitest: { configFile: 'vitest.mutate.config.ts', related: false },
  coverageAnalysis: 'perTest',
  concurrency: 2,
  mutate: [
    // Chess rules, and the judges of lessons, guessing, drills and puzzles (shared by page and back end).
    'src/shared/chess-rules.ts',
    'src/shared/lesson-guess.ts',
    'src/shared/guess-rounds.ts',
    'src/shared/lesson-training.ts',
    'src/shared/drill-alternatives.ts',
    'src/shared/puzzle-solving.ts',
    // Homework grading.
    'src/shared/homework.ts',
    // Class privacy: who may read a class and its students' work.
    'src/api/classes/access.ts',
    // Sign-in limits.
    'src/api/store/sign-in-limits.ts',
    'src/api/auth/sign-in-limits-sql.ts',
  ],
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  tempDirName: 'node_modules/.tmp/stryker',
  cleanTempDir: 'always',
  timeoutMS: 20_000,
}
