import { describe, expect, it } from 'vitest'
import { startFakeModerationApi } from './support/fake-moderation-api.js'
import { useFakeApi } from './support/use-fake-api.js'

describe('dilemma-admin held', () => {
  const { api, run } = useFakeApi(startFakeModerationApi)

  it('list: the held polls with the word and field that hold each', async () => {
    const table = await run(['held', 'list'])
    expect(table.exitCode).toBe(0)
    expect(table.stdout).toMatch(/^ID\s+HELD SINCE\s+AUTHOR\s+WORD\s+TITLE$/m)
    expect(table.stdout).toMatch(/^31\s+2030-03-02T00:00:00.000Z\s+ada\s+kredit\* \(title\)\s+Kredit for a pram\?$/m)
    expect(table.stdout).toContain('1 held poll(s).')
    expect(JSON.parse((await run(['--json', 'held', 'list'])).stdout)).toMatchObject({ posts: [{ id: 31 }] })
  })

  it('approve publishes; an unknown id fails and exits 1 naming it', async () => {
    const approved = await run(['held', 'approve', '31', '77'])
    expect(approved.exitCode).toBe(1)
    expect(approved.stdout).toBe(
      'approved  31\nfailed    77  fake API says HELD_POST_NOT_FOUND (HELD_POST_NOT_FOUND)\n',
    )
    expect(api().held).toEqual([])
  })

  it('reject needs --reason (refused before any call) and sends the statement; --dry-run changes nothing', async () => {
    expect((await run(['held', 'reject', '31'])).exitCode).toBe(2)
    expect(api().changingCalls()).toEqual([])
    const dry = await run(['held', 'reject', '31', '--reason', 'spam', '--dry-run'])
    expect(dry.exitCode).toBe(0)
    expect(api().held).toHaveLength(1)
    const rejected = await run(['held', 'reject', '31', '--reason', 'hate', '--note', 'a slur'])
    expect(rejected.exitCode).toBe(0)
    expect(
      api()
        .changingCalls()
        .map((call) => [call.path, call.body]),
    ).toEqual([['/api/admin/held-posts/31/reject', { reason: 'hate', note: 'a slur' }]])
    expect(api().held).toEqual([])
  })
})
