import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { answeringTerminal, plainText } from './support/run-in-process.js'
import { describe, expect, it } from 'vitest'
import { FAKE_ARCHIVE, startFakeModerationApi } from './support/fake-moderation-api.js'
import { useFakeApi } from './support/use-fake-api.js'

describe('dilemma-admin users', () => {
  const { api, run } = useFakeApi(startFakeModerationApi)

  it('list: a table for people, JSON for scripts, filtered by role, verification and search', async () => {
    const table = await run(['users', 'list'])
    expect(table.exitCode).toBe(0)
    expect(table.stdout).toMatch(
      /^ID\s+USERNAME\s+E-MAIL\s+ROLE\s+VERIFIED\s+REGISTERED\s+STREAK\s+POSTS\s+VOTES\s+LAST LOGIN\s+SUSPENDED$/m,
    )
    expect(table.stdout).toMatch(/^3\s+ben\s+ben@example\.org\s+prouser\s+no\s+\S+\s+1\s+0\s+0\s+-\s+-$/m)
    expect(table.stdout).toContain('3 of 3 user(s).')

    const unverified = await run(['--json', 'users', 'list', '--verified', 'false'])
    expect(JSON.parse(unverified.stdout).users.map((user: { username: string }) => user.username)).toEqual(['ben'])
    expect(api().calls[1]!.query.get('verified')).toBe('false')

    const byRole = await run(['--json', 'users', 'list', '--role', 'admin', '--search', 'dilemma'])
    expect(JSON.parse(byRole.stdout)).toEqual({ users: [expect.objectContaining({ id: 1 })], total: 1 })
    expect(Object.fromEntries(api().calls[2]!.query)).toMatchObject({ role: 'admin', search: 'dilemma' })

    const byName = await run(['--json', 'users', 'list', '--sort', 'username', '--order', 'asc'])
    expect(JSON.parse(byName.stdout).users.map((user: { username: string }) => user.username)).toEqual([
      'ada',
      'admin',
      'ben',
    ])
  })

  it('set-role: changes each role, goes on past an admin (locked) and exits 1 naming it', async () => {
    const changed = await run(['users', 'set-role', 'premiumuser', '1', '2', '3'])

    expect(changed.exitCode).toBe(1)
    expect(changed.stdout).toBe(
      'updated  2\nupdated  3\nfailed   1  fake API says ADMIN_ROLE_LOCKED (ADMIN_ROLE_LOCKED)\n',
    )
    expect(changed.stderr).toBe('error: could not give the role premiumuser to 1 of 3 user(s) (ADMIN_ROLE_LOCKED)\n')
    expect(api().users.map((user) => user.role)).toEqual(['admin', 'premiumuser', 'premiumuser'])
  })

  it('set-role admin warns that it cannot be undone from the console, and needs --yes off a terminal', async () => {
    const unconfirmed = await run(['users', 'set-role', 'admin', '2'])
    expect(unconfirmed).toMatchObject({ exitCode: 2, stderr: expect.stringContaining('CONFIRMATION_REQUIRED') })
    const declined = await run(['users', 'set-role', 'admin', '2'], answeringTerminal('(y/N)', 'n\n'))
    expect(plainText(declined.stderr)).toContain(
      'An admin cannot be demoted from the console (only with --demote-admin).',
    )
    expect(api().users[1]!.role).not.toBe('admin')

    expect((await run(['users', 'set-role', 'admin', '2', '--yes'])).exitCode).toBe(0)
    expect(api().users[1]!.role).toBe('admin')
  })

  it('set-role --demote-admin demotes an admin once "demote" is typed', async () => {
    const prompt = 'Type "demote" to confirm:'
    const declined = await run(['users', 'set-role', 'user', '1', '--demote-admin'], answeringTerminal(prompt, 'y\n'))
    expect(declined.exitCode).not.toBe(0)
    expect(api().users[0]!.role).toBe('admin')

    const typed = await run(
      ['users', 'set-role', 'user', '1', '--demote-admin', '--reason', 'other', '--note', 'left the team'],
      answeringTerminal(prompt, 'demote\n'),
    )
    expect(typed).toMatchObject({ exitCode: 0, stdout: 'updated  1\n' })
    expect(api().users[0]!.role).toBe('user')
    expect(api().calls.at(-1)?.body).toEqual({
      role: 'user',
      demoteAdmin: true,
      reason: 'other',
      note: 'left the team',
    })
  })

  it("stats: the users tab's statistics as text or JSON; list --page reads one page", async () => {
    const text = await run(['users', 'stats'])
    expect(text.stdout).toMatch(/^members\s+3$/m)
    expect(text.stdout).toMatch(/^by role\s+admin 1$/m)
    expect(text.stdout).toMatch(/^2\s+member2\s+4\s+9$/m)
    expect(JSON.parse((await run(['--json', 'users', 'stats'])).stdout)).toMatchObject({ total: 3, active30Days: 2 })

    const page = await run(['--json', 'users', 'list', '--page', '2', '--limit', '1'])
    expect(JSON.parse(page.stdout)).toMatchObject({ users: [{ id: 2 }], pagination: { currentPage: 2, totalPages: 3 } })
    expect(api().calls.at(-1)?.query.get('page')).toBe('2')
  })

  it('set-role --dry-run changes nothing; an unknown role is refused before any call', async () => {
    const dry = await run(['--json', 'users', 'set-role', 'prouser', '2', '1', '--dry-run'])
    expect(dry.exitCode).toBe(1)
    expect(JSON.parse(dry.stdout)).toEqual({
      dryRun: true,
      action: 'give the role prouser to',
      ids: [2, 1],
      allowed: [2],
      failed: [{ id: 1, code: 'ADMIN_ROLE_LOCKED', message: 'fake API says ADMIN_ROLE_LOCKED' }],
      skipped: [],
    })
    expect(api().changingCalls()).toEqual([])
    api().calls.length = 0

    const unknown = await run(['users', 'set-role', 'boss', '2'])
    expect(unknown.exitCode).toBe(2)
    expect(unknown.stderr).toContain(
      "error: command-argument value 'boss' is invalid for argument 'role'. Allowed choices are user, prouser, premiumuser, admin.",
    )
    expect(api().calls).toEqual([])
    expect(api().users[1]!.role).toBe('user')
  })

  it('list shows the effective role: a member in her Pro trial is Pro, with the trial end', async () => {
    api().users[1] = { ...api().users[1]!, effective_role: 'prouser', trial_ends_at: '2030-02-14T10:00:00.000Z' }

    const table = await run(['users', 'list', '--sort', 'username', '--order', 'asc'])
    expect(table.stdout).toMatch(/^2\s+ada\s+ada@example.com\s+prouser \(trial until 2030-02-14\)\s+yes/m)
    expect(table.stdout).toMatch(/^3\s+ben\s+ben@example.org\s+prouser\s+no/m)

    const json = await run(['--json', 'users', 'list', '--search', 'ada'])
    expect(JSON.parse(json.stdout).users[0]).toMatchObject({
      role: 'user',
      effective_role: 'prouser',
      trial_ends_at: '2030-02-14T10:00:00.000Z',
    })
  })

  it('verify and unverify set the e-mail verification of each user', async () => {
    const verified = await run(['users', 'verify', '3'])
    expect(verified).toMatchObject({ exitCode: 0, stdout: 'verified  3\n' })

    const unverified = await run(['--json', 'users', 'unverify', '2', '3', '42'])
    expect(unverified.exitCode).toBe(1)
    expect(JSON.parse(unverified.stdout)).toEqual({
      unverified: [2, 3],
      failed: [{ id: 42, code: 'USER_NOT_FOUND', message: 'fake API says USER_NOT_FOUND' }],
      skipped: [],
    })
    expect(
      api()
        .changingCalls()
        .map((call) => [call.path, call.body]),
    ).toEqual([
      ['/api/admin/users/3/status', { isEmailVerified: true }],
      ['/api/admin/users/2/status', { isEmailVerified: false }],
      ['/api/admin/users/3/status', { isEmailVerified: false }],
      ['/api/admin/users/42/status', { isEmailVerified: false }],
    ])
    expect(api().users.map((user) => user.is_email_verified)).toEqual([true, false, false])
  })

  it("export: saves the member's archive as the server answers it, and fails with the code for an unknown member", async () => {
    const folder = await mkdtemp(join(tmpdir(), 'dilemma-cli-export-'))
    const out = join(folder, 'user-2.zip')

    const saved = await run(['users', 'export', '2', '--out', out])
    expect(saved).toMatchObject({
      exitCode: 0,
      stdout: `Saved the data archive of user 2 (${FAKE_ARCHIVE.length} bytes) to ${out}.\n`,
    })
    expect(await readFile(out)).toEqual(FAKE_ARCHIVE)

    const missing = await run(['--json', 'users', 'export', '42', '--out', join(folder, 'none.zip')])
    expect(missing.exitCode).toBe(1)
    expect(missing.stderr).toContain('USER_NOT_FOUND')
    await rm(folder, { recursive: true, force: true })
  })

  it('suspend: --days or --until-lifted with a reason from the list, each id reported; unsuspend lifts it', async () => {
    const suspended = await run(['users', 'suspend', '2', '3', '--days', '7', '--reason', 'spam', '--note', 'ads'])
    expect(suspended).toMatchObject({ exitCode: 0, stdout: 'suspended  2\nsuspended  3\n' })
    expect(
      api()
        .changingCalls()
        .map((call) => [call.method, call.path, call.body]),
    ).toEqual([
      ['PUT', '/api/admin/users/2/suspension', { days: 7, reason: 'spam', note: 'ads' }],
      ['PUT', '/api/admin/users/3/suspension', { days: 7, reason: 'spam', note: 'ads' }],
    ])
    const listed = await run(['users', 'list', '--search', 'ada'])
    expect(listed.stdout).toMatch(/^2\s+ada\s.*\suntil 2030-01-08 00:00$/m)

    const forever = await run(['--json', 'users', 'suspend', '2', '--until-lifted', '--reason', 'hate'])
    expect(JSON.parse(forever.stdout)).toMatchObject({ suspended: [2], failed: [] })
    expect(api().users[1]!.suspension).toEqual({ until: null })
    expect((await run(['users', 'list', '--search', 'ada'])).stdout).toMatch(/until lifted$/m)

    const herself = await run(['users', 'suspend', '1', '--days', '1', '--reason', 'other'])
    expect(herself).toMatchObject({ exitCode: 1, stdout: expect.stringContaining('SELF_SUSPENSION') })

    const lifted = await run(['users', 'unsuspend', '2', '3'])
    expect(lifted).toMatchObject({ exitCode: 0, stdout: 'unsuspended  2\nunsuspended  3\n' })
    const again = await run(['users', 'unsuspend', '2'])
    expect(again).toMatchObject({ exitCode: 1, stdout: expect.stringContaining('NOT_SUSPENDED') })
  })

  it('suspend refuses before any call: no length, both lengths, another length, no reason or another reason', async () => {
    for (const args of [
      ['--reason', 'spam'],
      ['--days', '7', '--until-lifted', '--reason', 'spam'],
      ['--days', '3', '--reason', 'spam'],
      ['--days', '7'],
      ['--days', '7', '--reason', 'rude'],
    ]) {
      const refused = await run(['users', 'suspend', '2', ...args])
      expect(refused.exitCode, args.join(' ')).toBe(2)
    }
    expect(api().changingCalls()).toEqual([])
  })

  it('set-role: lowering a role without --reason is refused by the server for each member', async () => {
    const refused = await run(['users', 'set-role', 'user', '3'])
    expect(refused).toMatchObject({ exitCode: 1, stdout: expect.stringContaining('VALIDATION_ERROR') })
    expect(api().users[2]!.role).toBe('prouser')
    expect((await run(['users', 'set-role', 'user', '3', '--reason', 'spam'])).exitCode).toBe(0)
    expect(api().calls.at(-1)?.body).toEqual({ role: 'user', reason: 'spam' })
  })
})
