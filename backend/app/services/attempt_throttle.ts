/*
 * Rate limits of the account endpoints that send mails or check tokens: every attempt counts,
 * per client IP and per e-mail address. When a limit is used up the call answers 429
 * TOO_MANY_ATTEMPTS with Retry-After. Same store as the login limits (memory or Redis).
 */
import limiter from '@adonisjs/limiter/services/main'
import { errors as limiterErrors } from '@adonisjs/limiter'
import { ApiException } from '#exceptions/api_exception'

interface Limit {
  requests: number
  duration: string
}

export const ACCOUNT_LIMITS = {
  initiateRegistration: {
    perIp: { requests: 10, duration: '15 mins' },
    perAccount: { requests: 3, duration: '15 mins' },
  },
  forgotPassword: { perIp: { requests: 10, duration: '15 mins' }, perAccount: { requests: 3, duration: '15 mins' } },
  resetPassword: { perIp: { requests: 10, duration: '15 mins' } },
} satisfies Record<string, { perIp: Limit; perAccount?: Limit }>

export type ThrottledAction = keyof typeof ACCOUNT_LIMITS

/** Counts one attempt of `action`; throws 429 TOO_MANY_ATTEMPTS when a limit is used up. */
export async function consumeAttempt(action: ThrottledAction, ip: string, account?: string) {
  const limits: { perIp: Limit; perAccount?: Limit } = ACCOUNT_LIMITS[action]
  const checks: Array<[Limit, string]> = [[limits.perIp, `${action}_ip_${ip}`]]
  if (limits.perAccount && account)
    checks.push([limits.perAccount, `${action}_account_${account.trim().toLowerCase()}`])

  for (const [limit, key] of checks) {
    try {
      await limiter.use(limit).consume(key)
    } catch (error) {
      if (!(error instanceof limiterErrors.E_TOO_MANY_REQUESTS)) throw error
      const retryAfter = Math.max(1, error.response.availableIn)
      throw new ApiException(429, 'TOO_MANY_ATTEMPTS', 'Too many attempts. Please try again later.', {
        details: { retryAfter },
        headers: { 'Retry-After': String(retryAfter) },
      })
    }
  }
}
