import encryption from '@adonisjs/core/services/encryption'
import { CookieClient } from '@adonisjs/core/http'
import StartSession from '#actions/sessions/start_session'
import { ACCESS_COOKIE, createAccessTokenPayload } from '#services/accounts/session_tokens'

/** A `Cookie` header value signing `userId` in, exactly as the server would set it. */
export async function benchSessionCookie(userId: number): Promise<string> {
  const { session } = await StartSession.handle({ userId })
  const signed = new CookieClient(encryption).sign(ACCESS_COOKIE, createAccessTokenPayload(session.id, userId))!
  return `${ACCESS_COOKIE}=${encodeURIComponent(signed)}`
}

/** What `bench:seed` hands to `bench` (as JSON in the session file). */
export interface BenchSessions {
  readerCookie: string
  voterCookies: string[]
  firstPostId: number
  postCount: number
  heavyMemberId: number
  firstTagId: number
}
