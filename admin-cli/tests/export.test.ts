import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { fakePost, startFakeModerationApi } from './support/fake-moderation-api.js'
import { useFakeApi } from './support/use-fake-api.js'

describe('dilemma-admin export', () => {
  const { api, configDir, run } = useFakeApi(startFakeModerationApi)

  it('posts as CSV on stdout: a header row, RFC 4180 quoting of commas, quotes and newlines', async () => {
    const exported = await run(['export', 'posts'])

    expect(exported).toMatchObject({ exitCode: 0, stderr: '' })
    expect(exported.stdout.split('\r\n')).toEqual([
      'id,title,description,status,author,created_at,vote_count,like_count,post_type',
      '1,"Tea, or coffee?","Say ""both""\nif you must",active,member2,2030-02-01T00:00:01.000Z,5,0,text_only',
      '2,Move to Berlin?,About poll 2,passive,member2,2030-02-01T00:00:02.000Z,9,0,with_images',
      '3,Quit my job?,About poll 3,active,,2030-02-01T00:00:03.000Z,1,0,text_only',
      '',
    ])
    expect(Object.fromEntries(api().calls[0]!.query)).toEqual({
      page: '1',
      limit: '100',
      status: 'all',
      sortBy: 'created_at',
      sortOrder: 'asc',
    })
  })

  it('users and reports as JSON with --format json, or by default with --json', async () => {
    const users = await run(['export', 'users', '--format', 'json'])
    expect(JSON.parse(users.stdout)).toEqual(api().users)

    const reports = await run(['--json', 'export', 'reports'])
    expect(JSON.parse(reports.stdout)).toEqual(api().reports)
  })

  it('reports as CSV: empty fields for missing values', async () => {
    api().reports[0]!.reporter_username = null

    const exported = await run(['export', 'reports', '--format', 'csv'])

    const [header, first] = exported.stdout.split('\r\n')
    expect(header).toBe(
      'report_id,reason,reporter_username,owner_username,report_created_at,post_id,title,description,image_a,image_b,image_c,image_d',
    )
    expect(first).toBe(
      '11,"Spam, clearly",,member2,2030-03-01T00:00:00.000Z,1,"Tea, or coffee?","Say ""both""\nif you must",,,,',
    )
  })

  it('neutralises formulas in every CSV dataset; the JSON stays exact', async () => {
    const formula = '=cmd|"/c calc"!A1'
    const neutralised = `"'=cmd|""/c calc""!A1"`
    api().posts[0]!.title = formula
    api().users[0]!.username = '@admin'
    api().reports[0]!.reason = '+1 spam'

    const posts = await run(['export', 'posts'])
    const users = await run(['export', 'users'])
    const reports = await run(['export', 'reports'])

    expect(posts.stdout).toContain(`\r\n1,${neutralised},`)
    expect(users.stdout).toContain(`\r\n${api().users[0]!.id},'@admin,`)
    expect(reports.stdout).toContain(`\r\n11,'+1 spam,`)
    expect(JSON.parse((await run(['export', 'posts', '--format', 'json'])).stdout)[0].title).toBe(formula)
    expect(JSON.parse((await run(['export', 'users', '--format', 'json'])).stdout)).toEqual(api().users)
  })

  it('reads every page into --out, with progress on a terminal only then', async () => {
    api().posts = Array.from({ length: 250 }, (_, index) => fakePost(index + 1))
    const file = join(configDir(), 'posts.csv')

    const toFile = await run(['export', 'posts', '--out', file], { stderrIsTTY: true })

    expect(toFile.exitCode).toBe(0)
    expect(toFile.stdout).toBe(`Exported 250 posts to ${file} (csv).\n`)
    expect(toFile.stderr).toContain('\rexporting posts [##########--------------] 100/250')
    expect(toFile.stderr).toContain('\rexporting posts [########################] 250/250\n')
    const lines = readFileSync(file, 'utf8').split('\r\n')
    expect(lines).toHaveLength(252) // header, 250 rows, and the empty piece after the last CRLF
    expect(lines[250]).toMatch(/^250,Poll 250,/)
    expect(api().calls.map((call) => call.query.get('page'))).toEqual(['1', '2', '3'])

    const toStdout = await run(['export', 'posts'], { stderrIsTTY: true })
    expect(toStdout.stderr).toBe('')
  })

  it('--json with --out answers a summary', async () => {
    const file = join(configDir(), 'users.json')

    const exported = await run(['--json', 'export', 'users', '-o', file])

    expect(JSON.parse(exported.stdout)).toEqual({ dataset: 'users', format: 'json', file, count: 3 })
    expect(JSON.parse(readFileSync(file, 'utf8'))).toHaveLength(3)
  })

  it('refuses an unknown dataset or format, and says when the file cannot be written', async () => {
    const dataset = await run(['export', 'votes'])
    expect(dataset.exitCode).toBe(2)
    expect(dataset.stderr).toContain('Allowed choices are posts, users, reports.')

    const format = await run(['export', 'posts', '--format', 'xml'])
    expect(format.exitCode).toBe(2)
    expect(format.stderr).toContain('Allowed choices are csv, json.')

    const unwritable = await run(['export', 'posts', '--out', join(configDir(), 'missing', 'posts.csv')])
    expect(unwritable).toMatchObject({ exitCode: 1, stdout: '' })
    expect(unwritable.stderr).toBe(
      `error: cannot write ${join(configDir(), 'missing', 'posts.csv')} (FILE_NOT_WRITABLE)\n`,
    )
  })
})
