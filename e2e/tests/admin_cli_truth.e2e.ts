import { spawn } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { adminCli } from '../src/adminCli.js'

const baseUrl = inject('baseUrl')
const cli = adminCli(baseUrl)
const cliPath = resolve(import.meta.dirname, '..', '..', 'admin-cli', 'bin', 'dilemma-admin.js')

beforeAll(() => cli.run('login', '--user', 'admin@dilemma.local', '--password', 'dilemma-demo'))
afterAll(() => cli.dispose())

const userIdOf = async (email: string) => {
  const { users } = JSON.parse((await cli.run('users', 'list', '--search', email, '--json')).stdout)
  return users.find((user: { email: string }) => user.email === email) as { id: number; role: string }
}

describe('dilemma-admin tells the truth', () => {
  it('exits 0 without a stack trace when the reader of its output goes away (| head -1)', async () => {
    const child = spawn(process.execPath, [cliPath, '--help'], { stdio: ['ignore', 'pipe', 'pipe'] })
    let stderr = ''
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
    child.stdout.once('data', () => child.stdout.destroy())
    const code = await new Promise((done) => child.on('close', done))
    expect(stderr).not.toContain('EPIPE')
    expect(code).toBe(0)
  })

  it('dry runs ask the server: an unknown invitation fails, a registered address is skipped', async () => {
    await expect(cli.run('invites', 'revoke', '999999', '--dry-run')).rejects.toMatchObject({
      code: 1,
      stdout: expect.stringContaining('NOT_FOUND'),
    })
    const file = join(tmpdir(), `dilemma-e2e-invites-${process.pid}.csv`)
    writeFileSync(file, 'admin@dilemma.local\nnew-person-30@example.com\n')
    const { stdout } = await cli.run('invites', 'import', file, '--dry-run')
    expect(stdout).toContain('skipped       admin@dilemma.local  (already registered)')
    expect(stdout).toContain('would invite  new-person-30@example.com')
  })

  it('refuses a vote limit the server would refuse before asking the AI (exit 2)', async () => {
    await expect(cli.run('ai', 'generate', '--save', '--vote-limit', '50')).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringContaining('--vote-limit must be odd, 11 to 9999'),
    })
  })

  it('promotes after --yes, demotes an admin only with --demote-admin, never oneself; both audited', async () => {
    const member = await userIdOf('member05@dilemma.local')
    await expect(cli.run('users', 'set-role', 'admin', String(member.id))).rejects.toMatchObject({ code: 2 })
    await cli.run('users', 'set-role', 'admin', String(member.id), '--yes')
    await expect(cli.run('users', 'set-role', 'user', String(member.id), '--yes')).rejects.toMatchObject({
      code: 1,
      stdout: expect.stringContaining('ADMIN_ROLE_LOCKED'),
    })

    await cli.run('users', 'set-role', 'user', String(member.id), '--demote-admin', '--reason', 'other', '--yes')

    expect((await userIdOf('member05@dilemma.local')).role).toBe('user')
    const self = await userIdOf('admin@dilemma.local')
    await expect(
      cli.run('users', 'set-role', 'user', String(self.id), '--demote-admin', '--yes'),
    ).rejects.toMatchObject({ code: 1, stdout: expect.stringContaining('ADMIN_ROLE_LOCKED') })
    const { entries } = JSON.parse((await cli.run('audit', 'list', '--action', 'user.role', '--json')).stdout)
    expect(entries.slice(0, 2).map((entry: { details: unknown }) => entry.details)).toEqual([
      { from: 'admin', to: 'user', reason: 'other' },
      { from: 'user', to: 'admin' },
    ])
  })

  it("shows the console's statistics and one page of a list", async () => {
    const users = JSON.parse((await cli.run('users', 'stats', '--json')).stdout)
    expect(users.total).toBeGreaterThan(20)
    const posts = JSON.parse((await cli.run('posts', 'stats', '--json')).stdout)
    expect(posts.popularPosts.length).toBeGreaterThan(0)
    const page = JSON.parse((await cli.run('posts', 'list', '--page', '2', '--limit', '5', '--json')).stdout)
    expect(page.posts).toHaveLength(5)
    expect(page.pagination).toMatchObject({ currentPage: 2 })
  })

  it('with --json a failure is JSON on stderr, and not being signed in exits 4', async () => {
    const other = adminCli(baseUrl)
    await expect(other.run('reports', 'list', '--json')).rejects.toMatchObject({
      code: 4,
      stderr: expect.stringMatching(/^\{"error":\{"code":"TOKEN_MISSING"/),
    })
    other.dispose()
  })
})
