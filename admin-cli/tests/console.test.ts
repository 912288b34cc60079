import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { startFakeConsoleApi } from './support/fake-console-api.js'
import { useFakeApi } from './support/use-fake-api.js'

const folder = mkdtempSync(join(tmpdir(), 'dilemma-admin-popup-'))
const picture = join(folder, 'welcome.png')
writeFileSync(picture, Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]))
afterAll(() => rmSync(folder, { recursive: true, force: true }))

describe('dilemma-admin popups', () => {
  const { api, run } = useFakeApi(startFakeConsoleApi)

  it('list: a table, newest first, or JSON', async () => {
    const table = await run(['popups', 'list'])
    expect(table.exitCode).toBe(0)
    expect(table.stdout).toMatch(/^ID\s+ACTIVE\s+CREATED\s+IMAGE\s+DESCRIPTION$/m)
    expect(table.stdout).toMatch(/^2\s+no\s+\S+\s+\/uploads\/popups\/p2.webp\s+-$/m)
    expect(table.stdout).toMatch(/^1\s+yes\s+\S+\s+\/uploads\/popups\/p1.webp\s+Popup 1$/m)
    expect(table.stdout).toContain('2 popup(s).')

    const json = await run(['--json', 'popups', 'list'])
    expect(JSON.parse(json.stdout).popups.map((popup: { id: number }) => popup.id)).toEqual([2, 1])
  })

  it('create uploads the picture with its description; an unreadable file fails before any call', async () => {
    const created = await run(['--json', 'popups', 'create', picture, '--description', 'Welcome!'])
    expect(created.exitCode).toBe(0)
    expect(JSON.parse(created.stdout).popup).toMatchObject({ id: 3, description: 'Welcome!', is_active: true })
    expect(api().calls[0]!.body).toEqual({ image: { name: 'welcome.png', size: 7 }, description: 'Welcome!' })

    const missing = await run(['popups', 'create', join(folder, 'nope.png')])
    expect(missing).toMatchObject({ exitCode: 1, stderr: expect.stringContaining('(FILE_NOT_READABLE)') })
    expect(api().calls).toHaveLength(1)
  })

  it('toggle switches popups on or off; --dry-run checks each on the server and names the unknown ones', async () => {
    const dry = await run(['popups', 'toggle', 'on', '2', '9', '--dry-run'])
    expect(dry.exitCode).toBe(1)
    expect(dry.stdout).toBe('allowed  2\nfailed   9  fake API says POPUP_NOT_FOUND (POPUP_NOT_FOUND)\n')
    expect(dry.stderr).toBe('error: would fail for 1 of 2 popup(s): 9 (POPUP_NOT_FOUND)\n')
    expect(api().changingCalls()).toEqual([])

    const switched = await run(['popups', 'toggle', 'on', '2'])
    expect(switched).toMatchObject({ exitCode: 0, stdout: 'switched on  2\n' })
    expect(api().popups.map((popup) => popup.is_active)).toEqual([true, true])
  })

  it('delete needs --yes without a terminal; --dry-run deletes nothing', async () => {
    expect((await run(['popups', 'delete', '1'])).stderr).toContain('(CONFIRMATION_REQUIRED)')

    const dry = await run(['popups', 'delete', '1', '--dry-run'])
    expect(dry).toMatchObject({ exitCode: 0, stdout: 'Would delete popup(s) 1.\n' })
    expect(api().popups).toHaveLength(2)

    const deleted = await run(['popups', 'delete', '1', '--yes'])
    expect(deleted).toMatchObject({ exitCode: 0, stdout: 'deleted  1\n' })
    expect(api().popups.map((popup) => popup.id)).toEqual([2])
  })
})

describe('dilemma-admin tags', () => {
  const { api, run } = useFakeApi(startFakeConsoleApi)

  it('uncategorised lists the tags of category 5; categories lists their ids', async () => {
    const table = await run(['tags', 'uncategorised'])
    expect(table.stdout).toBe('ID  NAME\n11  Baby\n12  Sleep\n2 tag(s).\n')
    expect(api().calls[0]!.path).toBe('/api/tags/category/5')

    const categories = await run(['--json', 'tags', 'categories'])
    expect(JSON.parse(categories.stdout).categories).toHaveLength(5)
  })

  it('move moves each tag into --category; --dry-run checks tag and category without moving', async () => {
    const dry = await run(['--json', 'tags', 'move', '11', '99', '--category', '2', '--dry-run'])
    expect(dry.exitCode).toBe(1)
    expect(JSON.parse(dry.stdout)).toMatchObject({
      dryRun: true,
      allowed: [11],
      failed: [{ id: 99, code: 'TAG_NOT_FOUND' }],
    })
    const badCategory = await run(['tags', 'move', '11', '--category', '42', '--dry-run'])
    expect(badCategory.stderr).toBe('error: would fail for 1 of 1 tag(s): 11 (CATEGORY_NOT_FOUND)\n')
    expect(api().changingCalls()).toEqual([])

    const moved = await run(['tags', 'move', '11,12', '--category', '2'])
    expect(moved).toMatchObject({ exitCode: 0, stdout: 'moved    11\nmoved    12\n' })
    expect(api().tags.map((tag) => tag.category_id)).toEqual([2, 2, 1])
    expect(
      api()
        .changingCalls()
        .map((call) => call.body),
    ).toEqual([{ category_id: 2 }, { category_id: 2 }])
  })

  it('move into the category a tag is in already is refused, dry run or not; nothing is moved', async () => {
    for (const dryRun of [['--dry-run'], []]) {
      const same = await run(['tags', 'move', '11', '--category', '5', ...dryRun])
      expect(same.exitCode).toBe(1)
      expect(same.stderr).toContain('TAG_ALREADY_IN_CATEGORY')
      expect(same.stdout).not.toMatch(/^moved/m)
    }
  })

  it('move without --category is a usage error', async () => {
    const missing = await run(['tags', 'move', '11'])
    expect(missing.exitCode).toBe(2)
    expect(missing.stderr).toContain("required option '--category <id>' not specified")
    expect(api().calls).toEqual([])
  })
})

describe('dilemma-admin ai stats and audit list', () => {
  const { api, run } = useFakeApi(startFakeConsoleApi)

  it('ai stats: the totals, the split by provider and language, the recent analyses', async () => {
    const shown = await run(['ai', 'stats'])
    expect(shown.exitCode).toBe(0)
    expect(shown.stdout).toMatch(/^analyses\s+12$/m)
    expect(shown.stdout).toMatch(/^average time\s+840 ms$/m)
    expect(shown.stdout).toMatch(/^by provider\s+deepseek 0, flash 2, mock 10$/m)
    expect(shown.stdout).toMatch(/^2030-05-02T10:00:00.000Z\s+mock\s+B\s+12$/m)

    const json = await run(['--json', 'ai', 'stats'])
    expect(JSON.parse(json.stdout)).toEqual(api().aiStats)
  })

  it('audit list: newest first with who, what, target and details; filters passed on', async () => {
    api().audit[0] = { ...api().audit[0]!, actor: null }

    const table = await run(['audit', 'list'])
    expect(table.stdout).toMatch(/^ID\s+WHEN\s+WHO\s+ACTION\s+TARGET\s+DETAILS$/m)
    expect(table.stdout).toMatch(/^3\s+\S+\s+\(deleted user\)\s+post.status\s+post 30\s+from: active, to: passive$/m)
    expect(table.stdout).toContain('3 of 3 entr(ies).')

    api().audit.push({ ...api().audit[2]!, id: 4, action: 'user.role', actor: { id: 7, username: 'eva' } })
    const json = await run(['--json', 'audit', 'list', '--action', 'user.role', '--actor', '7'])
    expect(JSON.parse(json.stdout)).toEqual({ entries: [expect.objectContaining({ id: 4 })], total: 1 })
    expect(Object.fromEntries(api().calls.at(-1)!.query)).toEqual({
      action: 'user.role',
      actorId: '7',
      page: '1',
      limit: '20',
    })
  })

  it('audit list: a member is refused with exit code 1', async () => {
    api().role = 'user'
    const refused = await run(['audit', 'list'])
    expect(refused).toMatchObject({ exitCode: 1, stderr: 'error: fake API says FORBIDDEN (FORBIDDEN)\n' })
  })
})
