/*
 * Brute-force protection for logins, after OWASP's guidance. Failed attempts count per client
 * IP, per account-and-IP pair, and per account:
 * - the pair limit stops one address guessing one account, without letting anyone lock the
 *   account: its owner, elsewhere, is not affected;
 * - the account-wide limit is larger and has a short window without an extra block: it caps
 *   what many addresses together can try (at most `requests` guesses per window), so it slows
 *   guessing rather than locks; the owner waits at most one short window, never 15 minutes.
 * Each attempt takes its points before the password is checked (see attempt_counters.ts).
 */
import { giveBackAttemptTo, resetCounter, takeAttemptFrom, type Limit } from '#services/attempt_counters'

export const LOGIN_LIMITS = {
  perIp: { requests: 20, duration: '15 mins', blockDuration: '15 mins' },
  perAccountAndIp: { requests: 5, duration: '15 mins', blockDuration: '15 mins' },
  perAccount: { requests: 20, duration: '5 mins' },
} satisfies Record<string, Limit>

export interface LoginAttempt {
  /** The password was right: the pair's failures are forgotten and this attempt is not counted. */
  succeeded(): Promise<void>
}

/**
 * Takes one attempt from every login counter, or answers 429 TOO_MANY_ATTEMPTS. `account`
 * names the account the same way whatever was typed (see log_in.ts). A failed attempt keeps
 * its points.
 */
export async function startLoginAttempt(ip: string, account: string): Promise<LoginAttempt> {
  const perIp = { limit: LOGIN_LIMITS.perIp, key: `login_ip_${ip}` }
  const perPair = { limit: LOGIN_LIMITS.perAccountAndIp, key: `login_pair_${account}_${ip}` }
  const perAccount = { limit: LOGIN_LIMITS.perAccount, key: `login_account_${account}` }
  await takeAttemptFrom('login', [perIp, perPair, perAccount], 'Too many login attempts. Please try again later.')
  return {
    async succeeded() {
      await Promise.all([resetCounter(perPair), giveBackAttemptTo([perIp, perAccount])])
    },
  }
}
