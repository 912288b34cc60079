import type * as Wire from '@dilemma/contract'
import type { HttpContext } from '@adonisjs/core/http'
import { dryRunValidator } from '#validators/audit'
import type { Moderator } from '#services/moderation/moderation_transaction'

/** The signed-in admin (the routes require one) and the request's `?dryRun` flag. */
export async function moderatorOf({ auth, request }: HttpContext): Promise<Moderator> {
  const { dryRun } = await dryRunValidator.validate(request.qs())
  return { actorId: auth.use('web').getUserOrFail().id, dryRun: dryRun ?? false }
}

/** The answer to a dry run that passed every check. */
export const DRY_RUN_PASSED = {
  success: true,
  dryRun: true,
  message: 'Allowed; nothing was changed (dry run)',
} satisfies Wire.DryRunResponse
