import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { authErrors } from '#exceptions/auth_errors'
import type { Role } from '#rules/roles'

/**
 * Requires a signed-in user (401 with the guard's precise code otherwise) and, when `roles` is
 * given, one of those roles (403 FORBIDDEN). The guard is called directly because the
 * built-in auth middleware would replace its error with a generic one.
 */
export default class AuthMiddleware {
  async handle(ctx: HttpContext, next: NextFn, options: { roles?: Role[] } = {}) {
    const user = await ctx.auth.use('web').authenticate()
    if (options.roles && !options.roles.includes(user.currentRole)) throw authErrors.forbidden()
    return next()
  }
}
