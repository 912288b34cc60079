import { BaseSeeder } from '@adonisjs/lucid/seeders'
import Badge, { type BadgeCategory, type BadgeType } from '#models/badge'

/** Badge tiers of the admin spec (LIKES_RECEIVED tiers: docs/adr/0011-badges-and-statistics.md). */
const TIERS: Record<BadgeType, { category: BadgeCategory; thresholds: number[] }> = {
  LOGIN_STREAK: { category: 'Activity', thresholds: [1, 7, 15, 30, 60, 90, 120, 240, 365] },
  POST_COUNT: { category: 'Community', thresholds: [1, 10, 50, 100, 250, 500, 1000] },
  LIKES_RECEIVED: { category: 'Helpfulness', thresholds: [1, 10, 50, 100, 250, 500, 1000] },
  VOTES_GIVEN: { category: 'Participation', thresholds: [1, 50, 100, 250, 500, 1000] },
  LIKES_GIVEN: { category: 'Participation', thresholds: [1, 50, 100, 250, 500, 1000] },
  POST_SAVE: { category: 'Other', thresholds: [1, 10, 50, 100, 250, 500, 1000] },
}

export const BADGES = Object.entries(TIERS).flatMap(([type, { category, thresholds }]) =>
  thresholds.map((threshold) => ({
    name: `${type}_${threshold}`,
    type: type as BadgeType,
    category,
    threshold,
    iconUrl: null,
  })),
)

export default class BadgesSeeder extends BaseSeeder {
  async run() {
    await Badge.updateOrCreateMany('name', BADGES, { client: this.client })
  }
}
