import { describe, expect, it } from 'vitest'
import { answeringTerminal, plainText } from './support/run-in-process.js'
import { fakePost, startFakeModerationApi } from './support/fake-moderation-api.js'
import { useFakeApi } from './support/use-fake-api.js'

describe('dilemma-admin posts', () => {
  const { api, run } = useFakeApi(startFakeModerationApi)

  it('list: a table, newest first, with the filters passed on', async () => {
    const table = await run(['posts', 'list'])
    expect(table.exitCode).toBe(0)
    expect(table.stdout).toMatch(/^ID\s+STATUS\s+TITLE\s+AUTHOR\s+CREATED\s+VOTES\s+LIKES\s+TYPE$/m)
    expect(table.stdout).toMatch(
      /^3\s+active\s+Quit my job\?\s+\(deleted user\)\s+2030-02-01T00:00:03.000Z\s+1\s+0\s+text$/m,
    )
    expect(table.stdout).toMatch(/^2\s+passive\s+Move to Berlin\?\s+member2\s+\S+\s+9\s+0\s+images$/m)
    expect(table.stdout).toContain('3 of 3 post(s).')
    expect(Object.fromEntries(api().calls[0]!.query)).toEqual({ page: '1', limit: '20', sortOrder: 'desc' })

    const filtered = await run(['--json', 'posts', 'list', '--status', 'inactive', '--search', 'berlin'])
    expect(JSON.parse(filtered.stdout)).toEqual({ posts: [expect.objectContaining({ id: 2 })], total: 1 })
    expect(Object.fromEntries(api().calls[1]!.query)).toMatchObject({ status: 'inactive', search: 'berlin' })

    const sorted = await run(['--json', 'posts', 'list', '--sort', 'vote_count', '--order', 'asc', '--limit', '2'])
    const { posts, total } = JSON.parse(sorted.stdout) as { posts: { id: number }[]; total: number }
    expect([posts.map((post) => post.id), total]).toEqual([[3, 1], 3])

    expect((await run(['posts', 'list', '--search', 'nothing like it'])).stdout).toBe('No posts.\n')
  })

  it("stats: the posts tab's statistics, with the popular polls", async () => {
    const text = await run(['posts', 'stats'])
    expect(text).toMatchObject({ exitCode: 0 })
    expect(text.stdout).toMatch(/^with images\s+1$/m)
    expect(text.stdout).toMatch(/^1\s+Tea, or coffee\?\s+12\s+3$/m)
  })

  it('list --limit above a page reads page after page of 100', async () => {
    api().posts = Array.from({ length: 250 }, (_, index) => fakePost(index + 1))

    const listed = await run(['--json', 'posts', 'list', '--limit', '150'])

    expect(JSON.parse(listed.stdout).posts).toHaveLength(150)
    expect(api().calls.map((call) => `${call.query.get('page')}/${call.query.get('limit')}`)).toEqual([
      '1/100',
      '2/100',
    ])
  })

  it('refuses an unknown status filter or status clearly', async () => {
    const filter = await run(['posts', 'list', '--status', 'gone'])
    expect(filter.exitCode).toBe(2)
    expect(filter.stderr).toContain("argument 'gone' is invalid. Allowed choices are all, active, inactive, deleted.")

    const status = await run(['posts', 'set-status', 'archived', '1'])
    expect(status.exitCode).toBe(2)
    expect(status.stderr).toContain('Allowed choices are active, passive, deleted.')
    expect(api().calls).toEqual([])
  })

  it('set-status: changes each post, reports refused changes and exits 1', async () => {
    api().posts[2]!.status = 'deleted'

    const dry = await run(['posts', 'set-status', 'passive', '1', '--dry-run', '--reason', 'spam'])
    expect(dry).toMatchObject({ exitCode: 0, stdout: 'Would deactivate post(s) 1.\n' })
    expect(api().calls.map((call) => `${call.method} ${call.path}?${call.query}`)).toEqual([
      'PUT /api/admin/posts/1/status?dryRun=true',
    ])
    expect(api().changingCalls()).toEqual([])

    const changed = await run(['posts', 'set-status', 'active', '2', '3'])
    expect(changed.exitCode).toBe(1)
    expect(changed.stdout).toBe(
      'activated  2\nfailed     3  fake API says INVALID_STATUS_CHANGE (INVALID_STATUS_CHANGE)\n',
    )
    expect(changed.stderr).toBe('error: could not activate 1 of 2 post(s) (INVALID_STATUS_CHANGE)\n')
    expect(
      api()
        .changingCalls()
        .map((call) => [call.path, call.body]),
    ).toEqual([
      ['/api/admin/posts/2/status', { status: 'active' }],
      ['/api/admin/posts/3/status', { status: 'active' }],
    ])

    const deleted = await run(['posts', 'set-status', 'deleted', '1', '--yes', '--reason', 'spam'])
    expect(deleted).toMatchObject({ exitCode: 0, stdout: 'deleted  1\n' })
    expect(api().posts.map((post) => post.status)).toEqual(['deleted', 'active', 'deleted'])
  })

  it('set-status --dry-run asks the server to check each post and exits 1 naming those that would fail', async () => {
    api().posts[2]!.status = 'deleted'

    const dry = await run(['posts', 'set-status', 'active', '2', '3', '77', '--dry-run'])

    expect(dry.exitCode).toBe(1)
    expect(dry.stdout).toBe(
      [
        'allowed  2',
        'failed   3  fake API says INVALID_STATUS_CHANGE (INVALID_STATUS_CHANGE)',
        'failed   77  fake API says POST_NOT_FOUND (POST_NOT_FOUND)',
        '',
      ].join('\n'),
    )
    expect(dry.stderr).toBe('error: would fail for 2 of 3 post(s): 3, 77 (INVALID_STATUS_CHANGE)\n')
    expect(api().changingCalls()).toEqual([])
    expect(api().posts.map((post) => post.status)).toEqual(['active', 'passive', 'deleted'])

    const json = await run(['--json', 'posts', 'purge', '1', '78', '--dry-run'])
    expect(json.exitCode).toBe(1)
    expect(JSON.parse(json.stdout)).toEqual({
      dryRun: true,
      action: 'permanently delete',
      ids: [1, 78],
      allowed: [1],
      failed: [{ id: 78, code: 'POST_NOT_FOUND', message: 'fake API says POST_NOT_FOUND' }],
      skipped: [],
    })
    expect(api().posts).toHaveLength(3)
  })

  it('stops when the server throttles, naming the posts left undone', async () => {
    api().changesAllowed = 1

    const changed = await run(['--json', 'posts', 'set-status', 'passive', '1', '2', '3', '--reason', 'spam'])

    expect(changed.exitCode).toBe(1)
    expect(JSON.parse(changed.stdout)).toEqual({ deactivated: [1], failed: [], skipped: [2, 3] })
    expect(JSON.parse(changed.stderr)).toEqual({
      error: { code: 'TOO_MANY_REQUESTS', message: 'fake API says TOO_MANY_REQUESTS' },
    })
    expect(api().changingCalls()).toHaveLength(2)
  })

  it('purge: needs --yes without a terminal; --dry-run deletes nothing; --yes deletes for good', async () => {
    const unconfirmed = await run(['posts', 'purge', '1'])
    expect(unconfirmed).toMatchObject({
      exitCode: 2,
      stderr: 'error: --yes is required when stdin is not a terminal (CONFIRMATION_REQUIRED)\n',
    })

    const dry = await run(['posts', 'purge', '1', '2', '--dry-run'])
    expect(dry.stdout).toBe('Would permanently delete post(s) 1, 2.\n')
    expect(api().changingCalls()).toEqual([])

    const purged = await run(['posts', 'purge', '1', '77', '--yes'])
    expect(purged.exitCode).toBe(1)
    expect(purged.stdout).toBe('purged   1\nfailed   77  fake API says POST_NOT_FOUND (POST_NOT_FOUND)\n')
    expect(api().posts.map((post) => post.id)).toEqual([2, 3])
  })

  it('set-status deleted asks like purge: --yes off a terminal, a question on one', async () => {
    const unconfirmed = await run(['posts', 'set-status', 'deleted', '1', '--reason', 'spam'])
    expect(unconfirmed).toMatchObject({ exitCode: 2, stderr: expect.stringContaining('CONFIRMATION_REQUIRED') })
    const declined = await run(
      ['posts', 'set-status', 'deleted', '1', '--reason', 'spam'],
      answeringTerminal('(y/N)', 'n\n'),
    )
    expect(plainText(declined.stderr)).toContain('Soft-delete post(s) 1? This cannot be undone. (y/N)')
    expect(api().changingCalls()).toEqual([])
    expect((await run(['posts', 'set-status', 'passive', '1', '--reason', 'spam'])).exitCode).toBe(0)
  })

  it('purge asks on a terminal: only a yes deletes', async () => {
    const answering = (answer: string) => answeringTerminal('(y/N)', answer)

    const declined = await run(['posts', 'purge', '1', '2'], answering('n\n'))
    expect(plainText(declined.stderr)).toContain('Permanently delete post(s) 1, 2? This cannot be undone. (y/N)')
    expect(declined.stderr).toContain('error: Cancelled; nothing was changed. (CANCELLED)\n')
    expect(declined.exitCode).toBe(130)
    expect(api().changingCalls()).toEqual([])

    const confirmed = await run(['posts', 'purge', '1'], answering('yes\n'))
    expect(confirmed).toMatchObject({ exitCode: 0, stdout: 'purged   1\n' })
    expect(
      api()
        .changingCalls()
        .map((call) => `${call.method} ${call.path}`),
    ).toEqual(['DELETE /api/admin/posts/1'])
  })

  it('set-status passive or deleted needs --reason before any call; its note goes along for every post', async () => {
    for (const status of ['passive', 'deleted']) {
      const refused = await run(['posts', 'set-status', status, '1', '--yes'])
      expect(refused).toMatchObject({ exitCode: 2, stderr: expect.stringContaining('--reason is required') })
    }
    expect((await run(['posts', 'set-status', 'passive', '1', '--reason', 'rude'])).exitCode).toBe(2)
    expect(api().changingCalls()).toEqual([])

    const closed = await run([
      'posts',
      'set-status',
      'passive',
      '1',
      '3',
      '--reason',
      'off_topic',
      '--note',
      'not a poll',
    ])
    expect(closed.exitCode).toBe(0)
    expect(
      api()
        .changingCalls()
        .map((call) => call.body),
    ).toEqual([
      { status: 'passive', reason: 'off_topic', note: 'not a poll' },
      { status: 'passive', reason: 'off_topic', note: 'not a poll' },
    ])
    expect((await run(['posts', 'set-status', 'active', '1'])).exitCode).toBe(0)
    expect(api().changingCalls().at(-1)?.body).toEqual({ status: 'active' })
  })
})
