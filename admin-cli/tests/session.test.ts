import { existsSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { sessionFile } from '../src/config-dir.js'
import { startFakeDilemmaApi } from './support/fake-dilemma-api.js'
import { fakeTerminal, runDilemmaAdmin } from './support/run-in-process.js'
import { useFakeApi } from './support/use-fake-api.js'

describe('login → whoami → logout against an API on 127.0.0.1', () => {
  const { api, configDir, run } = useFakeApi(startFakeDilemmaApi)
  const sessionPath = () =>
    sessionFile({ env: { DILEMMA_ADMIN_CONFIG_DIR: configDir() }, homeDir: '/', platformConfigDir: '/' }, api().url)
  const savedCookieNames = () =>
    (JSON.parse(readFileSync(sessionPath(), 'utf8')) as { cookies: { name: string }[] }).cookies
      .map((cookie) => cookie.name)
      .sort()

  it('logs in with flags, shows the account, logs out, and then is logged out', async () => {
    const login = await run(['login', '--user', 'admin@dilemma.local', '--password', 'dilemma-demo'])
    expect(login).toMatchObject({ exitCode: 0, stderr: '' })
    expect(login.stdout).toBe(`Logged in to ${api().url} as admin (admin).\n`)
    expect(statSync(sessionPath()).mode & 0o777).toBe(0o600)
    expect(savedCookieNames()).toEqual(['XSRF-TOKEN', 'access_token', 'dilemma_session', 'refresh_token'])

    const whoami = await run(['whoami'])
    expect(whoami.exitCode).toBe(0)
    expect(whoami.stdout).toMatch(/^username\s+admin$/m)
    expect(whoami.stdout).toMatch(/^role\s+admin$/m)
    expect(whoami.stdout).toMatch(/^login streak\s+2 \(best 5\)$/m)

    const logout = await run(['logout'])
    expect(logout).toMatchObject({ exitCode: 0, stdout: 'Logged out.\n' })
    expect(savedCookieNames()).toEqual([])

    const afterLogout = await run(['whoami'])
    expect(afterLogout.exitCode).toBe(4)
    expect(afterLogout.stdout).toBe('')
    expect(afterLogout.stderr).toBe(
      'error: not logged in (or the session ended): run "dilemma-admin login" first (TOKEN_MISSING)\n',
    )
  })

  it('keeps one session per API address and remembers the last: a command without --api goes there', async () => {
    const other = await startFakeDilemmaApi()
    try {
      const env = { DILEMMA_ADMIN_CONFIG_DIR: configDir() }
      await run(['login', '--user', 'admin@dilemma.local', '--password', 'dilemma-demo'])
      const second = await runDilemmaAdmin(
        ['--api', other.url, 'login', '--user', 'admin@dilemma.local', '--password', 'dilemma-demo'],
        { env },
      )
      expect(second.exitCode).toBe(0)

      // Same host, another port: the first server's session survives the second login.
      expect((await run(['whoami'])).exitCode).toBe(0)
      const withoutApi = await runDilemmaAdmin(['--json', 'whoami'], { env })
      expect(withoutApi.exitCode).toBe(0)
      expect(readFileSync(join(configDir(), 'last-api'), 'utf8')).toBe(`${other.url}\n`)
    } finally {
      await other.close()
    }
  })

  it('--profile keeps sessions apart: another profile is not signed in', async () => {
    await run(['--profile', 'work', 'login', '--user', 'admin@dilemma.local', '--password', 'dilemma-demo'])
    expect((await run(['--profile', 'work', 'whoami'])).exitCode).toBe(0)
    expect((await run(['--profile=home', 'whoami'])).exitCode).toBe(4)
    expect((await run(['whoami'])).exitCode).toBe(4)
    expect(readFileSync(join(configDir(), 'profiles', 'work', 'last-api'), 'utf8')).toBe(`${api().url}\n`)
  })

  it('prints JSON with --json', async () => {
    const login = await run(['--json', 'login', '--user', 'member', '--password', 'dilemma-demo'])
    expect(login.exitCode).toBe(0)
    expect(JSON.parse(login.stdout)).toMatchObject({ user: { username: 'member', role: 'user' } })
    expect(login.stderr).toBe('')

    const whoami = await run(['whoami', '--json'])
    expect(whoami.exitCode).toBe(0)
    expect(JSON.parse(whoami.stdout)).toEqual({
      user: expect.objectContaining({ id: 2, username: 'member', email: 'member@dilemma.local', role: 'user' }),
    })

    const logout = await run(['logout', '--all', '--json'])
    expect(JSON.parse(logout.stdout)).toEqual({ loggedOut: true, allDevices: true })
  })

  it('warns when the account is not an admin', async () => {
    const login = await run(['login', '--user', 'member', '--password', 'dilemma-demo'])

    expect(login.exitCode).toBe(0)
    expect(login.stderr).toBe('note: member is not an admin; admin commands will be refused.\n')
  })

  it('reads the password from a piped stdin', async () => {
    const login = await run(['login', '--user', 'admin'], { stdin: 'dilemma-demo\nignored\n' })

    expect(login.exitCode).toBe(0)
    expect((await run(['whoami', '--json'])).stdout).toContain('"username": "admin"')
  })

  it('asks on a terminal and does not echo the password', async () => {
    const terminal = fakeTerminal()
    const answered = new Set<string>()
    const login = await run(['login'], {
      terminal,
      onStderr: (stderr) => {
        for (const [prompt, answer] of [
          ['Username or e-mail', 'admin\n'],
          ['Password', 'dilemma-demo\n'],
        ] as const) {
          if (stderr.includes(prompt) && !answered.has(prompt)) {
            answered.add(prompt)
            setImmediate(() => terminal.write(answer))
          }
        }
      },
    })

    expect(login.exitCode).toBe(0)
    expect(login.stderr).toContain('Password')
    expect(login.stderr).not.toContain('dilemma-demo')
    expect(login.stdout).toContain('as admin (admin)')
  })

  it('fails with the server code on wrong credentials and saves no session', async () => {
    const login = await run(['login', '--user', 'admin', '--password', 'wrong'])

    expect(login.exitCode).toBe(1)
    expect(login.stderr).toBe('error: fake API says INVALID_CREDENTIALS (INVALID_CREDENTIALS)\n')
    expect(savedCookieNames()).not.toContain('access_token')
  })

  it('requires --user when stdin is not a terminal', async () => {
    const login = await run(['login'], { stdin: 'dilemma-demo\n' })

    expect(login.exitCode).toBe(2)
    expect(login.stderr).toBe('error: --user is required when stdin is not a terminal. (USAGE)\n')
  })

  it('renews an expired access token silently, sending the refresh cookie only to /api/auth', async () => {
    await run(['login', '--user', 'admin', '--password', 'dilemma-demo'])
    api().expireAccessTokens()

    const whoami = await run(['whoami', '--json'])

    expect(whoami.exitCode).toBe(0)
    expect(JSON.parse(whoami.stdout).user.username).toBe('admin')
    expect(api().requests.filter((request) => request.path === '/api/auth/refresh')).toHaveLength(1)
    const pathsGivenTheRefreshCookie = api()
      .requests.filter((request) => request.cookie.includes('refresh_token='))
      .map((request) => request.path)
    expect(new Set(pathsGivenTheRefreshCookie)).toEqual(new Set(['/api/auth/refresh']))
    // The rotated tokens were saved: the next process works without another refresh.
    expect((await run(['whoami'])).exitCode).toBe(0)
    expect(api().requests.filter((request) => request.path === '/api/auth/refresh')).toHaveLength(1)
  })

  it('says "not logged in" when the session was revoked', async () => {
    await run(['login', '--user', 'admin', '--password', 'dilemma-demo'])
    api().revokeAllSessions()

    const whoami = await run(['whoami'])

    expect(whoami.exitCode).toBe(4)
    expect(whoami.stderr).toContain('not logged in (or the session ended)')
    expect(whoami.stderr).toContain('(TOKEN_BLACKLISTED)')
  })

  it('treats logout without a session as done, and clears a session the server already ended', async () => {
    expect(await run(['logout'])).toMatchObject({ exitCode: 0, stdout: 'Not logged in.\n' })

    await run(['login', '--user', 'admin', '--password', 'dilemma-demo'])
    api().revokeAllSessions()
    expect(await run(['logout'])).toMatchObject({ exitCode: 0, stdout: 'Logged out.\n' })
    expect(savedCookieNames()).toEqual([])
  })

  it('reports an unreachable API with NETWORK_ERROR', async () => {
    const closedUrl = 'http://127.0.0.1:9/api'

    const whoami = await runDilemmaAdmin(['--api', closedUrl, 'whoami'], {
      env: { DILEMMA_ADMIN_CONFIG_DIR: configDir() },
    })

    expect(whoami.exitCode).toBe(1)
    expect(whoami.stderr).toMatch(/^error: The server could not be reached \(.+\) \(NETWORK_ERROR\)\n$/)
    expect(existsSync(sessionPath())).toBe(false)
  })
})
