import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { startFakeInvitationsApi } from './support/fake-invitations-api.js'
import { useFakeApi } from './support/use-fake-api.js'

describe('dilemma-admin invites', () => {
  const { api, configDir, run } = useFakeApi(startFakeInvitationsApi)

  it('add: invites the addresses once each, with days and language, and summarises', async () => {
    api().registered.add('member@example.com')

    const added = await run([
      'invites',
      'add',
      'Anna@Example.com',
      'anna@example.com',
      'member@example.com',
      '--days',
      '7',
      '--language',
      'tr',
    ])

    expect(added.exitCode).toBe(0)
    expect(api().createRequests).toEqual([
      { emails: ['anna@example.com', 'member@example.com'], expiresInDays: 7, language: 'tr' },
    ])
    expect(added.stdout).toContain('invited  anna@example.com')
    expect(added.stdout).toContain('skipped  member@example.com  (already registered)')
    expect(added.stdout).toContain('1 invited, 0 renewed, 1 already registered.')
  })

  it('add --json prints the server answer and warns on stderr only without --json', async () => {
    const added = await run(['--json', 'invites', 'add', 'bounce@example.com'])

    expect(added.exitCode).toBe(0)
    expect(JSON.parse(added.stdout)).toMatchObject({ invitations: [{ email: 'bounce@example.com', mail_sent: false }] })
    expect(added.stderr).toBe('')
    expect((await run(['invites', 'add', 'bounce@example.com'])).stderr).toContain(
      'could not be sent to bounce@example.com',
    )
  })

  it('import: reads the first CSV column, skips a header, and sends batches of 100', async () => {
    const file = join(configDir(), 'members.csv')
    const emails = Array.from({ length: 150 }, (_, index) => `member${index}@example.com`)
    writeFileSync(file, ['email,name', ...emails.map((email, index) => `"${email}",Name ${index}`)].join('\r\n'))

    const imported = await run(['invites', 'import', file])

    expect(imported.exitCode).toBe(0)
    expect(api().createRequests.map((request) => request.emails.length)).toEqual([100, 50])
    expect(api().invitations).toHaveLength(150)
    expect(imported.stdout).toContain('150 invited, 0 renewed, 0 already registered.')
  })

  it('import --dry-run asks the server what would happen and invites nobody; a bad CSV fails with INVALID_CSV', async () => {
    const file = join(configDir(), 'members.csv')
    await run(['invites', 'add', 'b@example.com'])
    api().registered.add('c@example.com')
    writeFileSync(file, 'a@example.com\nb@example.com\nc@example.com\n')
    const dry = await run(['invites', 'import', file, '--dry-run'])
    expect(dry).toMatchObject({
      exitCode: 0,
      stdout: [
        'would invite  a@example.com',
        'would renew   b@example.com',
        'skipped       c@example.com  (already registered)',
        '',
      ].join('\n'),
    })
    expect(api().createRequests).toHaveLength(1)

    writeFileSync(file, 'email\na@example.com\nnot an address\n')
    const bad = await run(['invites', 'import', file])
    expect(bad.exitCode).toBe(1)
    expect(bad.stderr).toBe('error: not e-mail addresses: not an address (INVALID_CSV)\n')

    const missing = await run(['invites', 'import', join(configDir(), 'nope.csv')])
    expect(missing.stderr).toContain('(FILE_NOT_READABLE)')
  })

  it('list: a table for people, JSON for scripts, filtered by status', async () => {
    await run(['invites', 'add', 'anna@example.com', 'bea@example.com'])

    const table = await run(['invites', 'list'])
    expect(table.exitCode).toBe(0)
    expect(table.stdout).toMatch(/^ID\s+E-MAIL\s+STATUS\s+EXPIRES\s+USED\s+INVITED BY$/m)
    expect(table.stdout).toMatch(/^1\s+anna@example\.com\s+pending\s+2030-01-15T00:00:00\.000Z\s+-\s+admin$/m)
    expect(table.stdout).toContain('2 of 2 invitation(s).')

    api().invitations[0]!.status = 'used'
    const used = await run(['--json', 'invites', 'list', '--status', 'used'])
    expect(JSON.parse(used.stdout).invitations.map((row: { email: string }) => row.email)).toEqual(['anna@example.com'])
    expect((await run(['invites', 'list', '--status', 'gone'])).exitCode).not.toBe(0)
  })

  it('revoke: revokes each id, reports the ones that failed and exits 1', async () => {
    await run(['invites', 'add', 'anna@example.com', 'bea@example.com', 'cleo@example.com'])
    api().invitations[1]!.status = 'used'

    const dry = await run(['invites', 'revoke', '1', '--dry-run'])
    expect(dry.stdout).toBe('Would revoke invitation(s) 1.\n')
    const refused = await run(['invites', 'revoke', '2', '999999', '--dry-run'])
    expect(refused.exitCode).toBe(1)
    expect(refused.stdout).toMatch(/failed {3}2 .*\(INVITATION_USED\)/)
    expect(refused.stdout).toMatch(/failed {3}999999 .*\(NOT_FOUND\)/)
    expect(api().invitations).toHaveLength(3)

    const revoked = await run(['invites', 'revoke', '1', '2', '99'])
    expect(revoked.exitCode).toBe(1)
    expect(revoked.stdout).toContain('revoked  1')
    expect(revoked.stdout).toMatch(/failed {3}2 .*\(INVITATION_USED\)/)
    expect(revoked.stdout).toMatch(/failed {3}99 .*\(NOT_FOUND\)/)
    expect(revoked.stderr).toBe('error: could not revoke 2 of 3 invitation(s) (INVITATION_USED)\n')
    expect(api().invitations.map((row) => row.email)).toEqual(['bea@example.com', 'cleo@example.com'])
  })

  it('refuses clearly without a session or without the admin role', async () => {
    api().role = null
    const guest = await run(['invites', 'list'])
    expect(guest.exitCode).toBe(4)
    expect(guest.stderr).toContain('not logged in')

    api().role = 'user'
    const member = await run(['invites', 'revoke', '1'])
    expect(member).toMatchObject({ exitCode: 1, stderr: 'error: fake API says FORBIDDEN (FORBIDDEN)\n' })
  })
})
