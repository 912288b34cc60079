import type { HttpContext } from '@adonisjs/core/http'
import type User from '#models/user'
import type { StreamSession } from '#services/live/live_streams'

/**
 * The signed-in reader of a public route, or null for a guest. A request without the session
 * cookie is a guest; an expired or revoked session is a 401 with the guard's code, so the
 * client refreshes and the reader gets their own vote/like/save state.
 */
export async function findViewer(ctx: HttpContext): Promise<User | null> {
  const guard = ctx.auth.use('web')
  // Most readers of public routes are guests: no exception (and its stack trace) for them.
  return guard.hasAccessCookie() ? guard.authenticate() : null
}

/**
 * The session a live-results request comes with, or null: an expired or invalid session counts as
 * none (the stream then carries only what a guest may follow).
 */
export async function streamSessionOf(ctx: HttpContext): Promise<StreamSession | null> {
  const guard = ctx.auth.use('web')
  return (await guard.check()) ? { sessionId: guard.sessionId!, userId: guard.user!.id } : null
}
