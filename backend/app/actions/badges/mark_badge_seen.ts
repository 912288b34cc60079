import { markBadge } from '#services/badges/mark_badge'

/** Marks one of her earned badges seen: she cleared it from her new badges. */
export default class MarkBadgeSeen {
  static async handle({ userId, badgeId }: { userId: number; badgeId: number }): Promise<void> {
    await markBadge(userId, badgeId, 'seen')
  }
}
