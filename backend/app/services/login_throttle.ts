/*
 * Brute-force protection for logins: failed attempts are counted per client IP and per
 * account; when either limit is used up the login answers 429 TOO_MANY_ATTEMPTS with
 * Retry-After until the window passes. A successful login clears the account's count.
 * Store: memory by default, Redis with LIMITER_STORE=redis (shared by all API nodes).
 */
import limiter from '@adonisjs/limiter/services/main'
import { ApiException } from '#exceptions/api_exception'

export const LOGIN_LIMITS = {
  perIp: { requests: 20, duration: '15 mins', blockDuration: '15 mins' },
  perAccount: { requests: 5, duration: '15 mins', blockDuration: '15 mins' },
} as const

export class LoginThrottle {
  private ipLimiter = limiter.use(LOGIN_LIMITS.perIp)
  private accountLimiter = limiter.use(LOGIN_LIMITS.perAccount)
  private ipKey: string
  private accountKey: string

  constructor(ip: string, account: string) {
    this.ipKey = `login_ip_${ip}`
    this.accountKey = `login_account_${account.trim().toLowerCase()}`
  }

  async ensureAllowed() {
    for (const [store, key] of [
      [this.ipLimiter, this.ipKey],
      [this.accountLimiter, this.accountKey],
    ] as const) {
      if ((await store.remaining(key)) <= 0) {
        const retryAfter = Math.max(1, await store.availableIn(key))
        throw new ApiException(429, 'TOO_MANY_ATTEMPTS', 'Too many login attempts. Please try again later.', {
          details: { retryAfter },
          headers: { 'Retry-After': String(retryAfter) },
        })
      }
    }
  }

  async recordFailure() {
    await Promise.all([this.ipLimiter.increment(this.ipKey), this.accountLimiter.increment(this.accountKey)])
  }

  async recordSuccess() {
    await this.accountLimiter.delete(this.accountKey)
  }
}
