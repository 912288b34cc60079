import { test } from '@japa/runner'
import { randomBytes } from 'node:crypto'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import testUtils from '@adonisjs/core/services/test_utils'
import { RETENTION_DEFAULT_DAYS } from '@dilemma/contract/retention'
import retention from '#config/retention'
import Invitation from '#models/invitation'
import MemberNotice from '#models/member_notice'
import PasswordResetToken from '#models/password_reset_token'
import UserSession from '#models/user_session'
import { sweepPersonalData } from '#sweeps/retention_sweep'
import { toSqlDateTime } from '#services/sql/sql_datetime'
import { moveClockTo } from '#tests/helpers/clock'
import { createUser } from '#tests/helpers/users'

const hash = () => randomBytes(32).toString('hex')

/** One kind of personal data: a row that ends at `end`, and whether it is still there. */
interface Kind {
  name: string
  days: () => number
  create: (end: DateTime) => Promise<() => Promise<boolean>>
}

const kinds: Kind[] = [
  {
    name: 'a revoked session (with its IP)',
    days: () => retention.days.endedSessions,
    async create(end) {
      const user = await createUser()
      const session = await UserSession.create({
        userId: user.id,
        refreshTokenHash: hash(),
        expiresAt: end.plus({ days: 20 }),
        revokedAt: end,
        ip: '203.0.113.9',
      })
      return async () => (await UserSession.find(session.id)) !== null
    },
  },
  {
    name: 'an expired session',
    days: () => retention.days.endedSessions,
    async create(end) {
      const user = await createUser()
      const session = await UserSession.create({ userId: user.id, refreshTokenHash: hash(), expiresAt: end })
      return async () => (await UserSession.find(session.id)) !== null
    },
  },
  {
    name: 'an expired invitation',
    days: () => retention.days.expiredInvitations,
    async create(end) {
      const invitation = await Invitation.create({ email: `${hash().slice(0, 8)}@example.com`, expiresAt: end })
      return async () => (await Invitation.find(invitation.id)) !== null
    },
  },
  {
    name: 'a used reset token',
    days: () => retention.days.usedTokens,
    async create(end) {
      const user = await createUser()
      const token = await PasswordResetToken.create({
        userId: user.id,
        tokenHash: hash(),
        expiresAt: end.plus({ minutes: 50 }),
        usedAt: end,
      })
      return async () => (await PasswordResetToken.find(token.id)) !== null
    },
  },
  {
    name: 'an expired reset token',
    days: () => retention.days.usedTokens,
    async create(end) {
      const user = await createUser()
      const token = await PasswordResetToken.create({ userId: user.id, tokenHash: hash(), expiresAt: end })
      return async () => (await PasswordResetToken.find(token.id)) !== null
    },
  },
  {
    name: 'an expired registration token (the invitation stays)',
    days: () => retention.days.usedTokens,
    async create(end) {
      const invitation = await Invitation.create({
        email: `${hash().slice(0, 8)}@example.com`,
        expiresAt: end.plus({ days: 300 }),
        tokenHash: hash(),
        tokenExpiresAt: end,
      })
      return async () => (await Invitation.findOrFail(invitation.id)).tokenHash !== null
    },
  },
  {
    name: 'a read notice',
    days: () => retention.days.readNotices,
    async create(end) {
      const user = await createUser()
      const notice = await MemberNotice.create({ userId: user.id, kind: 'poll_ended', postTitle: 'Old', readAt: end })
      return async () => (await MemberNotice.find(notice.id)) !== null
    },
  },
  {
    name: 'a stored webhook event',
    days: () => retention.days.webhookEvents,
    async create(end) {
      const eventId = `WH-${hash().slice(0, 12)}`
      const at = toSqlDateTime(end)
      await db
        .table('paypal_webhook_events')
        .insert({ event_id: eventId, event_type: 'X', created_at: at, updated_at: at })
      return async () => (await db.from('paypal_webhook_events').where('event_id', eventId).first()) !== null
    },
  },
]

test.group('Retention sweep', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the periods default to the contract, and the privacy page reads them from /site-facts', async ({
    client,
    assert,
  }) => {
    assert.deepEqual(retention.days, RETENTION_DEFAULT_DAYS)
    const { retentionDays } = (await client.get('/api/site-facts')).body()
    assert.deepEqual(retentionDays, { ...RETENTION_DEFAULT_DAYS })
  })

  for (const kind of kinds) {
    test(`${kind.name} is deleted at its period and not before`, async ({ assert, cleanup }) => {
      const end = DateTime.utc().startOf('second')
      const stillThere = await kind.create(end)
      const untouched = await kinds[2].create(end.plus({ days: 400 }))

      let restore = moveClockTo(end.plus({ days: kind.days() }).minus({ minutes: 5 }))
      cleanup(() => restore())
      await sweepPersonalData()
      assert.isTrue(await stillThere(), 'kept before its period')
      restore()

      restore = moveClockTo(end.plus({ days: kind.days() }).plus({ minutes: 5 }))
      await sweepPersonalData()
      assert.isFalse(await stillThere(), 'deleted after its period')
      assert.isTrue(await untouched(), 'a later row stays')
      // A second run changes nothing.
      await sweepPersonalData()
    })
  }

  test('a configured period moves the deletion', async ({ assert, cleanup }) => {
    const configured = retention.days.readNotices
    retention.days.readNotices = 2
    cleanup(() => {
      retention.days.readNotices = configured
    })
    const end = DateTime.utc().startOf('second')
    const stillThere = await kinds.find((kind) => kind.name === 'a read notice')!.create(end)
    const restore = moveClockTo(end.plus({ days: 2, minutes: 5 }))
    cleanup(restore)
    await sweepPersonalData()
    assert.isFalse(await stillThere())
  })
})
