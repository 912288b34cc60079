import { afterAll, describe, expect, inject, it } from 'vitest'
import { adminCli } from '../src/adminCli.js'

const cli = adminCli(inject('baseUrl'))

afterAll(() => cli.dispose())

describe('dilemma-admin against the real API', () => {
  it('logs in, tells who is logged in, and logs out', async () => {
    await cli.run('login', '--user', 'admin@dilemma.local', '--password', 'dilemma-demo')

    const { stdout } = await cli.run('whoami', '--json')
    expect(JSON.parse(stdout).user).toMatchObject({ email: 'admin@dilemma.local', role: 'admin' })

    await cli.run('logout')
    // Exit code 4: not signed in (README, "Exit codes").
    await expect(cli.run('whoami')).rejects.toMatchObject({ code: 4 })
  })

  it('refuses a wrong password with a non-zero exit code', async () => {
    await expect(
      cli.run('login', '--user', 'admin@dilemma.local', '--password', 'wrong-password'),
    ).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining('INVALID_CREDENTIALS') })
  })

  it('lists and exports through the moderation API, and refuses a batch on unknown ids per item', async () => {
    await cli.run('login', '--user', 'admin@dilemma.local', '--password', 'dilemma-demo')

    const { users } = JSON.parse((await cli.run('users', 'list', '--search', 'member0', '--json')).stdout)
    expect(users.length).toBeGreaterThan(0)
    expect(users.every((user: { username: string }) => user.username.startsWith('member0'))).toBe(true)

    const csv = (await cli.run('export', 'posts', '--format', 'csv')).stdout
    const [header, ...rows] = csv.trim().split('\r\n')
    expect(header).toContain('title')
    expect(rows.length).toBeGreaterThan(40)

    const refused = cli.run('posts', 'set-status', 'passive', '999998', '999999', '--reason', 'spam')
    await expect(refused).rejects.toMatchObject({ code: 1, stdout: expect.stringContaining('POST_NOT_FOUND') })
    await cli.run('logout')
  })
})
