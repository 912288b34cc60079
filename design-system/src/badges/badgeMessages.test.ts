import { describe, expect, it } from 'vitest'
import { translationProblems } from '@dilemma/app-runtime/testing/translationProblems'
import { badgeMessages } from './badgeMessages'

/** The 42 tiers of backend/database/seeders/02_badges_seeder.ts (admin-spec badge table). */
const TIERS = {
  LOGIN_STREAK: [1, 7, 15, 30, 60, 90, 120, 240, 365],
  POST_COUNT: [1, 10, 50, 100, 250, 500, 1000],
  LIKES_RECEIVED: [1, 10, 50, 100, 250, 500, 1000],
  VOTES_GIVEN: [1, 50, 100, 250, 500, 1000],
  LIKES_GIVEN: [1, 50, 100, 250, 500, 1000],
  POST_SAVE: [1, 10, 50, 100, 250, 500, 1000],
}
const badgeNames = Object.entries(TIERS).flatMap(([type, thresholds]) => thresholds.map((n) => `${type}_${n}`))

describe('badge texts', () => {
  it('name and describe all 42 badges in de, en and tr', async () => {
    const catalogs = { de: await badgeMessages('de'), en: await badgeMessages('en'), tr: await badgeMessages('tr') }
    expect(badgeNames).toHaveLength(42)
    expect(translationProblems(catalogs, ['badge.'])).toEqual([])
    for (const name of badgeNames) {
      expect(Object.keys(catalogs.en)).toEqual(
        expect.arrayContaining([`badge.${name}.name`, `badge.${name}.description`]),
      )
    }
  })

  it('give every badge its own name in each language', async () => {
    for (const language of ['de', 'en', 'tr'] as const) {
      const catalog = await badgeMessages(language)
      const names = badgeNames.map((name) => catalog[`badge.${name}.name`])
      expect(new Set(names).size).toBe(42)
    }
  })
})
