import { markBadge } from '#services/badges/mark_badge'

/** Marks one of her earned badges toasted: its toast was shown, so it is not shown again. */
export default class MarkBadgeToasted {
  static async handle({ userId, badgeId }: { userId: number; badgeId: number }): Promise<void> {
    await markBadge(userId, badgeId, 'toasted')
  }
}
