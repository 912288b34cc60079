/*
 * Rate limits of the account endpoints that send mails or check tokens: every attempt counts,
 * per client IP and per e-mail address, taken before any work (see attempt_counters.ts). When a
 * limit is used up the call answers 429 TOO_MANY_ATTEMPTS with Retry-After.
 */
import { normalizeEmail } from '#models/user'
import { takeAttemptFrom, type AttemptCounter, type Limit } from '#services/accounts/attempt_counters'

export const ACCOUNT_LIMITS = {
  initiateRegistration: {
    perIp: { requests: 10, duration: '15 mins' },
    perAccount: { requests: 3, duration: '15 mins' },
  },
  forgotPassword: { perIp: { requests: 10, duration: '15 mins' }, perAccount: { requests: 3, duration: '15 mins' } },
  resetPassword: { perIp: { requests: 10, duration: '15 mins' } },
  // Opening the mailed link checks its token once per visit; a guesser gets no more than this.
  registrationLink: { perIp: { requests: 30, duration: '15 mins' } },
} satisfies Record<string, { perIp: Limit; perAccount?: Limit }>

export type ThrottledAction = keyof typeof ACCOUNT_LIMITS

/** Counts one attempt of `action`; throws 429 TOO_MANY_ATTEMPTS when a limit is used up. */
export async function consumeAttempt(action: ThrottledAction, ip: string, email?: string) {
  const limits: { perIp: Limit; perAccount?: Limit } = ACCOUNT_LIMITS[action]
  const counters: AttemptCounter[] = [{ limit: limits.perIp, key: `${action}_ip_${ip}` }]
  if (limits.perAccount && email)
    counters.push({ limit: limits.perAccount, key: `${action}_account_${normalizeEmail(email)}` })
  await takeAttemptFrom(action, counters, 'Too many attempts. Please try again later.')
}
