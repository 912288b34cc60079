import db from '@adonisjs/lucid/services/db'
import BadgesSeeder from '#database/seeders/02_badges_seeder'
import { forgetBadgeCatalogue } from '#services/badges/badge_catalogue'
import type { CookieAgent } from '#tests/helpers/cookie_agent'

/** The 42 tiers, committed outside any test transaction (reference data, as at start-up). */
export async function seedBadgeTiers() {
  await new BadgesSeeder(db.connection()).run()
  forgetBadgeCatalogue()
}

export async function badgeIdOf(name: string): Promise<number> {
  const badge = await db.from('badges').where('name', name).select('id').firstOrFail()
  return Number(badge.id)
}

/** Names of the badges she has earned (any seen state). */
export async function earnedNames(userId: number): Promise<string[]> {
  const rows = await db
    .from('user_badges')
    .join('badges', 'badges.id', 'user_badges.badge_id')
    .where('user_badges.user_id', userId)
    .orderBy('badges.name')
    .select('badges.name')
  return rows.map((row) => row.name as string)
}

/** Names in her GET /users/badges/new. */
export async function unseenNames(agent: CookieAgent): Promise<string[]> {
  const response = await agent.send('get', '/api/users/badges/new')
  response.assertStatus(200)
  return response.body().newBadges.map((badge: { name: string }) => badge.name)
}

export async function countersOf(userId: number) {
  const row = await db.from('user_stats').where('user_id', userId).first()
  return {
    posts_created: Number(row?.posts_created ?? 0),
    likes_received: Number(row?.likes_received ?? 0),
    votes_given: Number(row?.votes_given ?? 0),
    likes_given: Number(row?.likes_given ?? 0),
    posts_saved: Number(row?.posts_saved ?? 0),
  }
}
