import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { adminCli } from '../src/adminCli.js'

const baseUrl = inject('baseUrl')
const cli = adminCli(baseUrl)
const folder = mkdtempSync(join(tmpdir(), 'dilemma-e2e-cards-'))
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])

beforeAll(() => cli.run('login', '--user', 'admin@dilemma.local', '--password', 'dilemma-demo'))
afterAll(() => {
  cli.dispose()
  rmSync(folder, { recursive: true, force: true })
})

/** Signature, width and height of a PNG. */
function pngFacts(png: Buffer) {
  return { signature: png.subarray(0, 8), width: png.readUInt32BE(16), height: png.readUInt32BE(20) }
}

async function activePostId(): Promise<number> {
  const { posts } = JSON.parse((await cli.run('posts', 'list', '--status', 'active', '--limit', '1', '--json')).stdout)
  return posts[0].id
}

describe('the social card, drawn by the server', () => {
  it('posts card saves each format as a PNG of its size', async () => {
    const id = await activePostId()
    for (const [format, width, height] of [
      ['square', 1080, 1080],
      ['story', 1080, 1920],
    ] as const) {
      const out = join(folder, `${format}.png`)
      const { stdout } = await cli.run(
        'posts',
        'card',
        String(id),
        '--format',
        format,
        '--lang',
        'tr',
        '--out',
        out,
        '--json',
      )
      expect(JSON.parse(stdout)).toMatchObject({ postId: id, format, file: out, width, height })
      expect(pngFacts(readFileSync(out))).toEqual({ signature: PNG_SIGNATURE, width, height })
    }
    const card = join(folder, 'card.png')
    const { stdout } = await cli.run('posts', 'card', String(id), '--out', card)
    expect(stdout).toMatch(new RegExp(`^Saved the card card of post ${id} \\(1080×\\d+\\) to .+card\\.png\\.$`, 'm'))
    expect(pngFacts(readFileSync(card)).width).toBe(1080)
  })

  it('refuses an unknown format (usage, 2) and an unknown poll (1)', async () => {
    const out = join(folder, 'never.png')
    await expect(cli.run('posts', 'card', '1', '--format', 'wide', '--out', out)).rejects.toMatchObject({ code: 2 })
    await expect(cli.run('posts', 'card', '999999', '--out', out)).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('POST_NOT_FOUND'),
    })
  })

  it('an active poll has a public card that link previews may cache', async () => {
    const response = await fetch(`${baseUrl}/api/posts/${await activePostId()}/card?format=square&lang=de`)
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400')
    expect(pngFacts(Buffer.from(await response.arrayBuffer()))).toMatchObject({ width: 1080, height: 1080 })
  })
})
