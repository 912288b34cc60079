import type * as Wire from '@dilemma/contract'
import type { HttpContext } from '@adonisjs/core/http'
import { listMyBadges } from '#queries/badges/list_my_badges'
import { listUnseenBadges, memberBadgesAnswer } from '#queries/badges/earned_badges'
import MarkBadgeSeen from '#actions/badges/mark_badge_seen'
import MarkBadgeToasted from '#actions/badges/mark_badge_toasted'
import { badgeIdValidator } from '#validators/badge'

/** Badges: her catalogue and progress, her unseen ones, anyone's earned ones (member-spec §4, §7). */
export default class BadgesController {
  /** GET /users/badges → { success, badges, families } */
  async mine({ auth }: HttpContext) {
    return {
      success: true,
      ...(await listMyBadges(auth.use('web').getUserOrFail().id)),
    } satisfies Wire.MyBadgesResponse
  }

  /** GET /users/badges/new → { success, newBadges } (each with `toasted`); polled every 30 s by each signed-in tab. */
  async unseen({ auth }: HttpContext) {
    return {
      success: true,
      newBadges: await listUnseenBadges(auth.use('web').getUserOrFail().id),
    } satisfies Wire.NewBadgesResponse
  }

  /** POST /users/mark-badge-seen/:badgeId → { success } */
  async markSeen({ auth, params }: HttpContext) {
    const { badgeId } = await badgeIdValidator.validate(params)
    await MarkBadgeSeen.handle({ userId: auth.use('web').getUserOrFail().id, badgeId })
    return { success: true } satisfies Wire.SuccessResponse
  }

  /** POST /users/mark-badge-toasted/:badgeId → { success }: its toast was shown, it is not toasted again. */
  async markToasted({ auth, params }: HttpContext) {
    const { badgeId } = await badgeIdValidator.validate(params)
    await MarkBadgeToasted.handle({ userId: auth.use('web').getUserOrFail().id, badgeId })
    return { success: true } satisfies Wire.SuccessResponse
  }

  /** GET /users/:id/badges → { success, badges }: earned only, newest first; guests too. */
  async ofMember({ params }: HttpContext) {
    return (await memberBadgesAnswer(params.id)) satisfies Wire.EarnedBadgesResponse
  }
}
