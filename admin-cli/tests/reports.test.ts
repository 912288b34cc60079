import type { ReportGroup } from '@dilemma/api-client'
import { describe, expect, it } from 'vitest'
import { startFakeModerationApi } from './support/fake-moderation-api.js'
import { runDilemmaAdmin } from './support/run-in-process.js'
import { useFakeApi } from './support/use-fake-api.js'

describe('dilemma-admin reports', () => {
  const { api, run, configDir } = useFakeApi(startFakeModerationApi)

  it('list: a table for people, JSON for scripts, a message when there are none', async () => {
    api().reports[2]!.title = null
    api().reports[2]!.reporter_username = null

    const table = await run(['reports', 'list'])
    expect(table.exitCode).toBe(0)
    expect(table.stdout).toMatch(/^ID\s+POST\s+TITLE\s+REASON\s+REPORTER\s+OWNER\s+REPORTED$/m)
    expect(table.stdout).toMatch(/^11\s+1\s+Tea, or coffee\?\s+Spam, clearly\s+member3\s+member2\s+2030-03-01/m)
    expect(table.stdout).toMatch(/^13\s+2\s+\(deleted post\)\s+Off topic\s+\(deleted user\)/m)
    expect(table.stdout).toContain('3 report(s).')

    const json = await run(['--json', 'reports', 'list'])
    expect(JSON.parse(json.stdout).reports.map((report: { report_id: number }) => report.report_id)).toEqual([
      11, 12, 13,
    ])

    api().reports = []
    expect((await run(['reports', 'list'])).stdout).toBe('No pending reports.\n')
  })

  it('reject: rejects each report in turn and says so', async () => {
    const rejected = await run(['reports', 'reject', '11', '12'])

    expect(rejected).toMatchObject({ exitCode: 0, stdout: 'rejected  11\nrejected  12\n', stderr: '' })
    expect(api().reports.map((report) => report.report_id)).toEqual([13])
    expect(api().posts.map((post) => post.status)).toEqual(['active', 'passive', 'active'])
  })

  it('--dry-run checks each report on the server, changes nothing, and exits 1 naming unknown ones', async () => {
    const dry = await run(['reports', 'reject', '11', '12,13', '--dry-run'])
    expect(dry).toMatchObject({ exitCode: 0, stdout: 'Would reject report(s) 11, 12, 13.\n' })

    const dryJson = await run(['--json', 'reports', 'delete-posts', '11', '99', '--dry-run', '--reason', 'spam'])
    expect(dryJson.exitCode).toBe(1)
    expect(JSON.parse(dryJson.stdout)).toEqual({
      dryRun: true,
      action: 'delete the posts of',
      ids: [11, 99],
      allowed: [11],
      failed: [{ id: 99, code: 'REPORT_NOT_FOUND', message: 'fake API says REPORT_NOT_FOUND' }],
      skipped: [],
    })
    expect(JSON.parse(dryJson.stderr)).toEqual({
      error: { code: 'REPORT_NOT_FOUND', message: 'would fail for 1 of 2 report(s): 99' },
    })

    expect(api().calls.every((call) => call.method === 'GET' && call.path.endsWith('/check'))).toBe(true)
    expect(api().reports).toHaveLength(3)
  })

  it('goes on after a failed report, names every failure and exits 1', async () => {
    const rejected = await run(['reports', 'reject', '11', '99', '12', '98'])

    expect(rejected.exitCode).toBe(1)
    expect(rejected.stdout).toBe(
      [
        'rejected  11',
        'rejected  12',
        'failed    99  fake API says REPORT_NOT_FOUND (REPORT_NOT_FOUND)',
        'failed    98  fake API says REPORT_NOT_FOUND (REPORT_NOT_FOUND)',
        '',
      ].join('\n'),
    )
    expect(rejected.stderr).toBe('error: could not reject 2 of 4 report(s) (REPORT_NOT_FOUND)\n')
    expect(api().reports.map((report) => report.report_id)).toEqual([13])
  })

  it('delete-posts: deletes the reported post, which resolves its other reports; --json lists the outcome', async () => {
    const deleted = await run(['--json', 'reports', 'delete-posts', '12', '13', '--yes', '--reason', 'spam'])

    expect(deleted.exitCode).toBe(1)
    expect(JSON.parse(deleted.stdout)).toEqual({
      deleted: [12],
      failed: [{ id: 13, code: 'REPORT_NOT_FOUND', message: 'fake API says REPORT_NOT_FOUND' }],
      skipped: [],
    })
    expect(JSON.parse(deleted.stderr)).toEqual({
      error: { code: 'REPORT_NOT_FOUND', message: 'could not delete the posts of 1 of 2 report(s)' },
    })
    expect(api().posts.find((post) => post.id === 2)?.status).toBe('deleted')
    expect(api().reports.map((report) => report.report_id)).toEqual([11])
  })

  it('delete-posts says "resolved" where the post was deleted already, as the server answers', async () => {
    api().posts.find((post) => post.id === 2)!.status = 'deleted'

    const resolved = await run(['reports', 'delete-posts', '13', '--yes', '--reason', 'spam'])
    expect(resolved).toMatchObject({ exitCode: 0, stdout: 'resolved  13\n' })

    const json = await run(['--json', 'reports', 'delete-posts', '11', '--yes', '--reason', 'spam'])
    expect(JSON.parse(json.stdout)).toEqual({ deleted: [11], failed: [], skipped: [] })
  })

  it('draws a progress bar on a terminal, never with --json', async () => {
    const shown = await run(['reports', 'reject', '11', '12'], { stderrIsTTY: true })
    expect(shown.stderr).toContain('\rreports [------------------------] 0/2')
    expect(shown.stderr).toContain('\rreports [########################] 2/2\n')

    const quiet = await run(['--json', 'reports', 'reject', '13'], { stderrIsTTY: true })
    expect(quiet.stderr).toBe('')
  })

  it('refuses ids that are not ids before calling anything', async () => {
    const bad = await run(['reports', 'reject', '11', 'abc'])

    expect(bad).toMatchObject({ exitCode: 2, stdout: '', stderr: 'error: "abc" is not a valid report id (USAGE)\n' })
    expect(api().calls).toEqual([])
  })

  it('exits 4 when not signed in; with --json the error is JSON on stderr', async () => {
    api().role = null
    const guest = await run(['--json', 'reports', 'list'])
    expect(guest).toMatchObject({ exitCode: 4, stdout: '' })
    expect(JSON.parse(guest.stderr)).toEqual({
      error: { code: 'TOKEN_MISSING', message: expect.stringContaining('not logged in') },
    })
  })

  it('hints at /api when --api names a server root that answers 404', async () => {
    const root = api().url.replace(/\/api\/?$/, '')
    const lost = await runDilemmaAdmin(['--api', root, 'reports', 'list'], {
      env: { DILEMMA_ADMIN_CONFIG_DIR: configDir() },
    })
    expect(lost.exitCode).toBe(1)
    expect(lost.stderr).toContain(`is ${root} the API root? It usually ends in /api`)
  })

  it('stops at the first refusal that every report would meet: no session, or not an admin', async () => {
    api().role = null
    const guest = await run(['reports', 'reject', '11', '12', '13'])
    expect(guest.exitCode).toBe(4)
    expect(guest.stderr).toContain('not logged in')
    expect(api().calls).toHaveLength(1)

    api().role = 'user'
    const member = await run(['reports', 'delete-posts', '11', '12', '--yes', '--reason', 'spam'])
    expect(member).toMatchObject({ exitCode: 1, stdout: '', stderr: 'error: fake API says FORBIDDEN (FORBIDDEN)\n' })
    expect(api().calls).toHaveLength(2)
  })

  it('list --grouped: one row per reported post, the most reported first; --json gives the groups', async () => {
    const table = await run(['reports', 'list', '--grouped'])
    expect(table.exitCode).toBe(0)
    expect(table.stdout).toMatch(/^POST\s+TITLE\s+REPORTS\s+REASONS$/m)
    expect(table.stdout).toMatch(/^2\s+Move to Berlin\?\s+2\s+Rude \| Off topic$/m)
    expect(table.stdout).toMatch(/^1\s+Tea, or coffee\?\s+1\s+Spam, clearly$/m)
    expect(table.stdout).toContain('2 post(s), 3 report(s).')

    const json = await run(['--json', 'reports', 'list', '--grouped'])
    const { groups } = JSON.parse(json.stdout) as { groups: ReportGroup[] }
    expect(groups.map((group) => [group.post_id, group.report_count])).toEqual([
      [2, 2],
      [1, 1],
    ])
    expect(groups[0]!.reports.map((report) => report.report_id)).toEqual([12, 13])

    api().reports = []
    expect((await run(['reports', 'list', '--grouped'])).stdout).toBe('No pending reports.\n')
  })

  it('reject-posts: rejects every pending report of each post, the posts stay; --json lists the outcome', async () => {
    const rejected = await run(['--json', 'reports', 'reject-posts', '2', '3'])

    expect(rejected.exitCode).toBe(1)
    expect(JSON.parse(rejected.stdout)).toEqual({
      rejected: [2],
      failed: [{ id: 3, code: 'REPORT_NOT_FOUND', message: 'fake API says REPORT_NOT_FOUND' }],
      skipped: [],
    })
    expect(JSON.parse(rejected.stderr)).toEqual({
      error: { code: 'REPORT_NOT_FOUND', message: 'could not reject the reports of 1 of 2 post(s)' },
    })
    expect(api().reports.map((report) => report.report_id)).toEqual([11])
    expect(api().posts.map((post) => post.status)).toEqual(['active', 'passive', 'active'])

    const again = await run(['reports', 'reject-posts', '1'])
    expect(again).toMatchObject({ exitCode: 0, stdout: 'rejected  1\n', stderr: '' })
    expect(api().reports).toEqual([])
  })

  it('reject-posts --dry-run asks the server per post, changes nothing, and exits 1 naming the failing ones', async () => {
    const dry = await run(['reports', 'reject-posts', '1', '2', '--dry-run'])
    expect(dry).toMatchObject({ exitCode: 0, stdout: 'Would reject the reports of post(s) 1, 2.\n' })

    const dryJson = await run(['--json', 'reports', 'reject-posts', '2', '3', '--dry-run'])
    expect(dryJson.exitCode).toBe(1)
    expect(JSON.parse(dryJson.stdout)).toEqual({
      dryRun: true,
      action: 'reject the reports of',
      ids: [2, 3],
      allowed: [2],
      failed: [{ id: 3, code: 'REPORT_NOT_FOUND', message: 'fake API says REPORT_NOT_FOUND' }],
      skipped: [],
    })
    expect(JSON.parse(dryJson.stderr)).toEqual({
      error: { code: 'REPORT_NOT_FOUND', message: 'would fail for 1 of 2 post(s): 3' },
    })

    const decisions = api().calls.filter((call) => call.method === 'POST')
    expect(decisions.map((call) => `${call.path}?${call.query.toString()}`)).toEqual([
      '/api/reports/posts/1/reject?dryRun=true',
      '/api/reports/posts/2/reject?dryRun=true',
      '/api/reports/posts/2/reject?dryRun=true',
      '/api/reports/posts/3/reject?dryRun=true',
    ])
    expect(api().changingCalls()).toEqual([])
    expect(api().reports).toHaveLength(3)
  })

  it('reject-posts refuses ids that are not ids, and stops for a member', async () => {
    const bad = await run(['reports', 'reject-posts', 'x'])
    expect(bad).toMatchObject({ exitCode: 2, stdout: '', stderr: 'error: "x" is not a valid post id (USAGE)\n' })
    expect(api().calls).toEqual([])

    api().role = 'user'
    const member = await run(['reports', 'reject-posts', '1', '2', '--dry-run'])
    expect(member).toMatchObject({ exitCode: 1, stdout: '', stderr: 'error: fake API says FORBIDDEN (FORBIDDEN)\n' })
    expect(api().calls).toHaveLength(1)
  })

  it('delete-posts needs --reason, one for every report, and sends it with each', async () => {
    const refused = await run(['reports', 'delete-posts', '12', '--yes'])
    expect(refused.exitCode).toBe(2)
    expect(api().changingCalls()).toEqual([])

    expect((await run(['reports', 'delete-posts', '11', '12', '--yes', '--reason', 'personal_data'])).exitCode).toBe(0)
    expect(
      api()
        .changingCalls()
        .map((call) => call.body),
    ).toEqual([{ reason: 'personal_data' }, { reason: 'personal_data' }])
  })
})
