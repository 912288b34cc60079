/*
 * Brute-force protection for logins, after OWASP's guidance. Failed attempts count per client
 * IP, per account-and-IP pair, and per account:
 * - the pair limit stops one address guessing one account, without letting anyone lock the
 *   account: its owner, elsewhere, is not affected;
 * - the account-wide limit is larger and has a short window without an extra block: it caps
 *   what unknown clients from many addresses together can try (at most `requests` guesses per
 *   window), so it slows guessing rather than locks;
 * - a device that signed in to the account before (its device cookie, services/accounts/device_cookie.ts)
 *   is not counted under the account-wide limit but under its own: strangers using that limit
 *   up never lock the owner out of her devices.
 * Each attempt takes its points before the password is checked (see attempt_counters.ts).
 */
import { giveBackAttemptTo, resetCounter, takeAttemptFrom, type Limit } from '#services/accounts/attempt_counters'

export const LOGIN_LIMITS = {
  perIp: { requests: 20, duration: '15 mins', blockDuration: '15 mins' },
  perAccountAndIp: { requests: 5, duration: '15 mins', blockDuration: '15 mins' },
  perAccount: { requests: 20, duration: '5 mins' },
  perKnownDevice: { requests: 5, duration: '15 mins', blockDuration: '15 mins' },
} satisfies Record<string, Limit>

const ACCOUNT_LIMITED = {
  code: 'ACCOUNT_LOGIN_LIMITED',
  message:
    'This account is getting many sign-in attempts, so new devices must wait a few minutes. ' +
    'Devices you have signed in with before are not affected.',
}

export interface LoginAttempt {
  /** The password was right: the pair's failures are forgotten and this attempt is not counted. */
  succeeded(): Promise<void>
}

/**
 * Takes one attempt from every login counter, or answers 429 (TOO_MANY_ATTEMPTS, or
 * ACCOUNT_LOGIN_LIMITED when unknown clients have used up the account's limit). `account` names
 * the account the same way whatever was typed (see log_in.ts); `knownDevice` is the nonce of the
 * device cookie this browser holds for that account. A failed attempt keeps its points.
 */
export async function startLoginAttempt(
  ip: string,
  account: string,
  knownDevice: string | null,
): Promise<LoginAttempt> {
  const perIp = { limit: LOGIN_LIMITS.perIp, key: `login_ip_${ip}` }
  const perPair = { limit: LOGIN_LIMITS.perAccountAndIp, key: `login_pair_${account}_${ip}` }
  const perAccount = knownDevice
    ? { limit: LOGIN_LIMITS.perKnownDevice, key: `login_device_${knownDevice}` }
    : { limit: LOGIN_LIMITS.perAccount, key: `login_account_${account}`, refusal: ACCOUNT_LIMITED }
  await takeAttemptFrom('login', [perIp, perPair, perAccount], 'Too many login attempts. Please try again later.')
  return {
    async succeeded() {
      await Promise.all([resetCounter(perPair), giveBackAttemptTo([perIp, perAccount])])
    },
  }
}

/**
 * The current password asked again by a signed-in session (change password, delete account):
 * whoever holds a stolen session must not guess it at leisure. Counted per account, like the
 * login's pair limit: only sessions of that account can reach the check.
 */
export const CURRENT_PASSWORD_LIMIT: Limit = { requests: 5, duration: '15 mins', blockDuration: '15 mins' }

/** Takes one attempt at the current password of account `userId`, or answers 429. */
export async function startCurrentPasswordAttempt(userId: number): Promise<LoginAttempt> {
  const perAccount = { limit: CURRENT_PASSWORD_LIMIT, key: `current_password_account_${userId}` }
  await takeAttemptFrom('current_password', [perAccount], 'Too many attempts. Please try again later.')
  return { succeeded: () => resetCounter(perAccount) }
}
