// Prints the stored form of a password exactly as the back end makes it (src/api/auth/passwords.ts:
// PBKDF2-SHA-256, 100,000 rounds, random salt). Used to write src/api/seed/users.ts:
//   node scripts/hash-password.mjs 'alex-pass-123'
import { createServer } from 'vite'

const password = process.argv[2]
if (!password) throw new Error('usage: node scripts/hash-password.mjs <password>')
const vite = await createServer({
  server: { middlewareMode: true },
  appType: 'custom',
  logLevel: 'error',
})
try {
  const { hashPassword } = await vite.ssrLoadModule('/src/api/auth/passwords.ts')
  console.log(JSON.stringify(await hashPassword(password)))
} finally {
  await vite.close()
}
