import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { startFakeModerationApi } from './support/fake-moderation-api.js'
import { useFakeApi } from './support/use-fake-api.js'

describe('dilemma-admin words', () => {
  const { api, run } = useFakeApi(startFakeModerationApi)
  let folder = ''
  beforeEach(async () => {
    folder = await mkdtemp(join(tmpdir(), 'dilemma-cli-words-'))
  })
  afterEach(() => rm(folder, { recursive: true, force: true }))

  it('list, add, remove and test', async () => {
    const table = await run(['words', 'list'])
    expect(table.stdout).toMatch(/^ID\s+WORD\s+LANGUAGE\s+ACTION\s+ADDED$/m)
    expect(table.stdout).toMatch(/^1\s+kredit\*\s+de\s+block\s/m)

    const added = await run(['words', 'add', 'ırkçı', '--language', 'tr'])
    expect(added).toMatchObject({ exitCode: 0, stdout: 'Watching “ırkçı” (tr, block), id 102.\n' })
    expect(api().calls.at(-1)?.body).toEqual({ word: 'ırkçı', language: 'tr', action: 'block' })
    expect((await run(['words', 'add', 'x', '--language', 'fr'])).exitCode).toBe(2)

    const tested = await run(['words', 'test', 'Ein Kredithai'])
    expect(tested.stdout).toBe('“Kredithai” matches “kredit*” (de, block, id 1)\n')
    expect((await run(['words', 'test', 'Tea'])).stdout).toBe('Nothing would match.\n')

    const dry = await run(['words', 'remove', '1', '99', '--dry-run'])
    expect(dry.exitCode).toBe(1)
    expect(api().words).toHaveLength(3)
    expect((await run(['words', 'remove', '1'])).stdout).toBe('removed  1\n')
    expect(api().words.map((word) => word.id)).toEqual([2, 102])
  })

  it('import reads word, language, action (header optional) in one call; export writes what import reads', async () => {
    const file = join(folder, 'words.csv')
    await writeFile(file, 'word,language,action\r\n"call me at",all,block\nsofort*;de;block\nspam\n')
    const imported = await run(['words', 'import', file])
    expect(imported).toMatchObject({ exitCode: 0, stdout: 'Added 2 word(s); 1 on the list already.\n' })
    expect(
      api()
        .changingCalls()
        .map((call) => call.body),
    ).toEqual([
      {
        entries: [
          { word: 'call me at', language: 'all', action: 'block' },
          { word: 'sofort*', language: 'de', action: 'block' },
          { word: 'spam', language: 'all', action: 'block' },
        ],
      },
    ])

    await writeFile(file, 'spam,fr,block\n')
    const refused = await run(['words', 'import', file])
    expect(refused.stderr).toContain('row 1')
    expect(api().changingCalls()).toHaveLength(1)

    const out = join(folder, 'out.csv')
    expect((await run(['words', 'export', '--out', out])).exitCode).toBe(0)
    const csv = await readFile(out, 'utf8')
    expect(csv.split('\r\n').slice(0, 3)).toEqual(['word,language,action', 'kredit*,de,block', 'call me at,all,block'])
    expect((await run(['words', 'export'])).stdout).toBe(csv)
  })
})
