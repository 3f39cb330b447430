import { hashPassword, lowerPasswordCostForTests } from '@/api/auth/passwords'
import { seedUsers } from '@/api/seed/users'
import { ALEX, GUEST } from './demo-logins'

// Every login of a test at PBKDF2's lowest trusted cost, the demo accounts' too: at 100,000
// rounds each took 40–65 ms, thousands of times a run (docs/testing.md, "The suite's time"). The
// cost the product stores is checked in src/api/auth/passwords.test.ts.
lowerPasswordCostForTests()
const demoPasswords = new Map([ALEX, GUEST].map(({ email, password }) => [email, password]))
for (const user of seedUsers) {
  const password = demoPasswords.get(user.email)
  if (!password) throw new Error(`No test password for the demo account ${user.email}`)
  user.password = await hashPassword(password)
}
