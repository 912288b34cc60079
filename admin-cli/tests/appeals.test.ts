import { describe, expect, it } from 'vitest'
import { startFakeModerationApi } from './support/fake-moderation-api.js'
import { useFakeApi } from './support/use-fake-api.js'

describe('dilemma-admin appeals', () => {
  const { api, run } = useFakeApi(startFakeModerationApi)

  it('list: the pending appeals as a table, every one with --status all as JSON', async () => {
    const table = await run(['appeals', 'list'])
    expect(table.exitCode).toBe(0)
    expect(table.stdout).toMatch(/^ID\s+SINCE\s+MEMBER\s+DECISION\s+DECIDED BY\s+POLL\s+APPEAL\s+STATUS$/m)
    expect(table.stdout).toMatch(
      /^4\s+\S+\s+ada\s+post_removed \(off_topic\)\s+admin\s+Tea, or coffee\?\s+Appeal 4.*pending$/m,
    )
    expect(table.stdout).toContain('1 of 1 appeal(s).')

    const all = JSON.parse((await run(['--json', 'appeals', 'list', '--status', 'all'])).stdout)
    expect(all).toMatchObject({ total: 2, appeals: [{ id: 4 }, { id: 5, answer: 'Spam it was.' }] })
    expect(api().calls.at(-1)?.query.get('status')).toBe('all')
  })

  it('accept and reject send the answer for each appeal, go on past a decided one and exit 1 naming it', async () => {
    const decided = await run(['appeals', 'accept', '4', '5', '--answer', 'We looked again.'])
    expect(decided.exitCode).toBe(1)
    expect(decided.stdout).toBe('accepted  4\nfailed    5  fake API says APPEAL_DECIDED (APPEAL_DECIDED)\n')
    expect(
      api()
        .changingCalls()
        .map((call) => [call.path, call.body]),
    ).toEqual([
      ['/api/admin/appeals/4/accept', { answer: 'We looked again.' }],
      ['/api/admin/appeals/5/accept', { answer: 'We looked again.' }],
    ])
    expect(api().appeals[0]).toMatchObject({ status: 'accepted', answer: 'We looked again.' })

    expect((await run(['appeals', 'reject', '4'])).exitCode).toBe(2)
    const dry = await run(['appeals', 'reject', '77', '--answer', 'No', '--dry-run'])
    expect(dry).toMatchObject({ exitCode: 1, stderr: expect.stringContaining('77') })
  })
})
