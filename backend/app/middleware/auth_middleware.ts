import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { authErrors } from '#exceptions/auth_errors'
import { moderationErrors } from '#exceptions/moderation_errors'
import type { Role } from '#rules/roles'
import { isOpenWhileSuspended, isSuspended } from '#rules/suspension'

/**
 * Requires a signed-in user (401 with the guard's precise code otherwise) and, when `roles` is
 * given, one of those roles (403 FORBIDDEN). A suspended account's writes stop here, in one place
 * for every route (403 ACCOUNT_SUSPENDED; rules/suspension.ts names the writes she keeps); the
 * account is the session's current row, so a suspension counts from her next request on. The
 * guard is called directly because the built-in auth middleware would replace its error with a
 * generic one.
 */
export default class AuthMiddleware {
  async handle(ctx: HttpContext, next: NextFn, options: { roles?: Role[] } = {}) {
    const user = await ctx.auth.use('web').authenticate()
    if (options.roles && !options.roles.includes(user.currentRole)) throw authErrors.forbidden()
    if (isSuspended(user) && !isOpenWhileSuspended(ctx.request.method(), ctx.route?.name))
      throw moderationErrors.accountSuspended(user.suspendedUntil)
    return next()
  }
}
