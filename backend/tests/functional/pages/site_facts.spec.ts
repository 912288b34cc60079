import { test } from '@japa/runner'
import env from '#start/env'
import { PLANS } from '#services/payments/plans'
import { DAILY_POST_LIMITS, TIME_LIMIT_HOURS_RANGE, VOTE_LIMIT_RANGE } from '#services/posts/poll_rules'
import { TRIAL_DAYS } from '#rules/trial'
import { BADGES } from '#database/seeders/02_badges_seeder'
import { seedBadgeTiers } from '#tests/functional/badges/badge_helpers'

const OPERATOR_VARIABLES = ['CONTACT_EMAIL', 'IMPRINT_NAME', 'IMPRINT_ADDRESS', 'IMPRINT_TAX_ID'] as const

function setOperator(values: Partial<Record<(typeof OPERATOR_VARIABLES)[number], string>>) {
  for (const name of OPERATOR_VARIABLES) env.set(name, values[name] ?? '')
}

test.group('Site facts', (group) => {
  group.setup(async () => {
    await seedBadgeTiers()
    return () => setOperator({})
  })
  group.each.setup(() => setOperator({}))

  test('quote the server’s own plans, limits, trial and image rules, publicly', async ({ client, assert }) => {
    const response = await client.get('/api/site-facts')

    response.assertStatus(200)
    const facts = response.body()
    assert.deepEqual(
      facts.plans.map((plan: { id: string; price: number; postsPerDay: number }) => [
        plan.id,
        plan.price,
        plan.postsPerDay,
      ]),
      PLANS.map((plan) => [plan.id, Number(plan.price), plan.postsPerDay]),
    )
    assert.deepEqual(facts.postsPerDay, DAILY_POST_LIMITS)
    assert.deepEqual(facts.voteLimit, { ...VOTE_LIMIT_RANGE })
    assert.deepEqual(facts.timeLimitHours, { ...TIME_LIMIT_HOURS_RANGE })
    assert.equal(facts.trialDays, TRIAL_DAYS)
    assert.deepEqual(facts.image, { maxMegabytes: 5, types: ['jpeg', 'png', 'gif', 'webp'] })
  })

  test('list each badge family with its tiers from the badges table', async ({ client, assert }) => {
    const { badges } = (await client.get('/api/site-facts')).body()

    const seededTypes = [...new Set(BADGES.map((badge) => badge.type))]
    assert.sameMembers(
      badges.map((family: { type: string }) => family.type),
      seededTypes,
    )
    for (const family of badges as Array<{ type: string; category: string; thresholds: number[] }>) {
      const tiers = BADGES.filter((badge) => badge.type === family.type)
      assert.deepEqual(
        family.thresholds,
        tiers.map((tier) => tier.threshold).sort((a, b) => a - b),
      )
      assert.equal(family.category, tiers[0].category)
    }
  })

  test('without IMPRINT_* the operator details are marked sample values', async ({ client, assert }) => {
    const { contactEmail, imprint } = (await client.get('/api/site-facts')).body()

    assert.equal(contactEmail, 'kontakt@dilemma.example')
    assert.isTrue(imprint.demo)
    assert.isString(imprint.name)
  })

  test('configured operator details are served as they are', async ({ client, assert }) => {
    setOperator({
      CONTACT_EMAIL: 'hallo@dilemma.de',
      IMPRINT_NAME: 'Dilemma UG (haftungsbeschränkt)',
      IMPRINT_ADDRESS: 'Hauptstraße 5, 50667 Köln',
      IMPRINT_TAX_ID: 'DE123456789',
    })

    const { contactEmail, imprint } = (await client.get('/api/site-facts')).body()

    assert.equal(contactEmail, 'hallo@dilemma.de')
    assert.deepEqual(imprint, {
      name: 'Dilemma UG (haftungsbeschränkt)',
      address: 'Hauptstraße 5, 50667 Köln',
      taxId: 'DE123456789',
      demo: false,
    })
  })
})
