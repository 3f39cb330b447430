import type * as z from 'zod/mini'
import { messages } from './messages'

const ownMessages = new Set<string>(Object.values(messages).filter((m) => typeof m === 'string'))

/** Our own messages are shown as they are; zod's are prefixed with the field they are about. */
export function describeIssue(error: z.core.$ZodError): string {
  const issue = saidBy(error.issues[0])
  if (!issue) return 'The request body is invalid.'
  if (ownMessages.has(issue.message)) return issue.message
  const field = issue.path.length ? issue.path.join('.') : 'body'
  return `Invalid request body: ${field}: ${issue.message}`
}

/**
 * The issue that says what is wrong: for a body that fits none of a union's forms (and no message
 * of ours says so), the first issue of its last form: a route lists last the form most take.
 */
function saidBy(issue: z.core.$ZodIssue | undefined): z.core.$ZodIssue | undefined {
  if (issue?.code !== 'invalid_union' || ownMessages.has(issue.message)) return issue
  const inner = issue.errors.at(-1)?.[0]
  return inner ? saidBy({ ...inner, path: [...issue.path, ...inner.path] }) : issue
}
