import type * as Wire from '@dilemma/contract'
import type { HttpContext } from '@adonisjs/core/http'
import { memberStatsPolicyFor } from '#policies/member_stats_policy'
import { findActiveMember } from '#queries/accounts/find_active_member'
import { readMemberStats } from '#queries/badges/read_member_stats'

export default class UserStatsController {
  /** GET /users/:id/stats → { success, stats }; hers or, for admins, anyone's (403 otherwise). */
  async show({ auth, params }: HttpContext) {
    const memberId = Number(params.id)
    await memberStatsPolicyFor(auth.use('web').getUserOrFail()).authorize('view', memberId)
    const member = await findActiveMember(memberId)
    return { success: true, stats: await readMemberStats(member) } satisfies Wire.MemberStatsResponse
  }
}
