import type { HttpContext } from '@adonisjs/core/http'
import type User from '#models/user'

/**
 * The signed-in reader of a public route, or null for a guest. A request without the session
 * cookie is a guest; an expired or revoked session is a 401 with the guard's code, so the
 * client refreshes and the reader gets their own vote/like/save state.
 */
export async function findViewer(ctx: HttpContext): Promise<User | null> {
  try {
    return await ctx.auth.use('web').authenticate()
  } catch (error) {
    if ((error as { code?: string }).code === 'TOKEN_MISSING') return null
    throw error
  }
}
