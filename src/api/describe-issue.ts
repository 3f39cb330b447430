import type * as z from 'zod/mini'
import { messages } from './messages'

const ownMessages = new Set<string>(Object.values(messages).filter((m) => typeof m === 'string'))

/** Our own messages are shown as they are; zod's are prefixed with the field they are about. */
export function describeIssue(error: z.core.$ZodError): string {
  const issue = error.issues[0]
  if (!issue) return 'The request body is invalid.'
  if (ownMessages.has(issue.message)) return issue.message
  const field = issue.path.length ? issue.path.join('.') : 'body'
  return `Invalid request body: ${field}: ${issue.message}`
}
