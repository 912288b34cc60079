import { randomBytes } from 'node:crypto'
import { hashToken } from '#services/accounts/session_tokens'

/**
 * A token for a link in a mail (registration, password reset): the plain value goes into the
 * link, only its SHA-256 is stored, so a leaked table cannot be used to register or reset.
 */
export function createOneTimeToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url')
  return { token, tokenHash: hashToken(token) }
}
