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
    await expect(cli.run('whoami')).rejects.toMatchObject({ code: 1 })
  })

  it('refuses a wrong password with a non-zero exit code', async () => {
    await expect(
      cli.run('login', '--user', 'admin@dilemma.local', '--password', 'wrong-password'),
    ).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining('INVALID_CREDENTIALS') })
  })
})
