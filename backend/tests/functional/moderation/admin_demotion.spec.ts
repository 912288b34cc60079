import { test } from '@japa/runner'
import ace from '@adonisjs/core/services/ace'
import testUtils from '@adonisjs/core/services/test_utils'
import User from '#models/user'
import ModerationAuditEntry from '#models/moderation_audit_entry'
import UsersSetRole from '../../../commands/users_set_role.js'
import { createUser } from '#tests/helpers/users'
import { agentFor } from '#tests/helpers/polls'

const roleOf = async (user: User) => (await User.findOrFail(user.id)).role

test.group('Demoting an admin, deliberately', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => {
    ace.ui.switchMode('raw')
    return () => ace.ui.switchMode('normal')
  })

  test('the API demotes another admin only when asked to (demoteAdmin), never oneself; audited', async ({
    client,
    assert,
  }) => {
    const moderator = await createUser({ role: 'admin' })
    const agent = await agentFor(client, moderator)
    const other = await createUser({ role: 'admin' })

    const locked = await agent.send('put', `/api/admin/users/${other.id}/role`, { role: 'user' })
    locked.assertStatus(403)
    locked.assertBodyContains({ code: 'ADMIN_ROLE_LOCKED' })
    const self = await agent.send('put', `/api/admin/users/${moderator.id}/role`, { role: 'user', demoteAdmin: true })
    self.assertStatus(403)
    assert.deepEqual([await roleOf(other), await roleOf(moderator)], ['admin', 'admin'])

    const demoted = await agent.send('put', `/api/admin/users/${other.id}/role`, {
      role: 'user',
      demoteAdmin: true,
      reason: 'other',
    })

    demoted.assertStatus(200)
    assert.equal(await roleOf(other), 'user')
    const [entry] = await ModerationAuditEntry.query().where('action', 'user.role').where('target_id', other.id)
    assert.deepEqual([entry?.actorId, entry?.details], [moderator.id, { from: 'admin', to: 'user', reason: 'other' }])
  })

  test('node ace users:set-role demotes an admin once her e-mail address is typed, audited without an actor', async ({
    assert,
  }) => {
    const admin = await createUser({ role: 'admin', email: 'boss@example.com' })

    const wrong = await ace.create(UsersSetRole, [String(admin.id), 'user'])
    wrong.prompt.trap('Demote the admin boss@example.com to user? Type her e-mail address to confirm').replyWith('no')
    await wrong.exec()
    wrong.assertFailed()
    assert.equal(await roleOf(admin), 'admin')

    const typed = await ace.create(UsersSetRole, ['boss@example.com', 'user'])
    typed.prompt
      .trap('Demote the admin boss@example.com to user? Type her e-mail address to confirm')
      .replyWith('boss@example.com')
    await typed.exec()
    typed.assertSucceeded()
    assert.equal(await roleOf(admin), 'user')
    const [entry] = await ModerationAuditEntry.query().where('action', 'user.role').where('target_id', admin.id)
    assert.deepEqual([entry?.actorId, entry?.details], [null, { from: 'admin', to: 'user', reason: 'other' }])
  })

  test('node ace users:set-role sets any member role; an unknown member or role fails', async ({ assert }) => {
    const member = await createUser({ role: 'user' })

    const promoted = await ace.create(UsersSetRole, [String(member.id), 'premiumuser'])
    await promoted.exec()
    promoted.assertSucceeded()
    assert.equal(await roleOf(member), 'premiumuser')

    for (const argv of [
      ['999999', 'user'],
      [String(member.id), 'owner'],
    ]) {
      const refused = await ace.create(UsersSetRole, argv)
      await refused.exec()
      refused.assertFailed()
    }
  })
})
