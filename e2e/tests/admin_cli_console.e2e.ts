import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { adminCli } from '../src/adminCli.js'
import { openPage, useBrowser } from '../src/browser.js'
import { callApiAs } from '../src/demoMembers.js'

const baseUrl = inject('baseUrl')
const browser = useBrowser()
const cli = adminCli(baseUrl)
const files = mkdtempSync(join(tmpdir(), 'dilemma-cli-files-'))

/** A 4×4 PNG (made with sharp): a real picture for the server's content check. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAIAAAAmkwkpAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVR4nGP4kDoVjhiI4wAAIlEeoZ2rcxsAAAAASUVORK5CYII=',
  'base64',
)

async function json(...args: string[]) {
  return JSON.parse((await cli.run(...args, '--json')).stdout)
}

/** `author` posts a poll with a tag no category holds yet and another member reports it; returns its id. */
async function reportedPollWithNewTag(tag: string, author: string) {
  const { context, page } = await openPage(browser())
  await page.goto(`${baseUrl}/`)
  const [created] = await callApiAs(page, author, [
    {
      method: 'POST',
      path: '/posts',
      body: {
        title: `Laufrad oder Roller ${tag}?`,
        description: 'Für den Kindergartenweg.',
        option_a: 'Laufrad',
        option_b: 'Roller',
        time_limit: 24,
        tags: [tag],
      },
    },
  ])
  expect(created!.status).toBe(201)
  const postId = (created!.body.post as { id: number }).id
  const [reported] = await callApiAs(page, 'member04@dilemma.local', [
    { method: 'POST', path: `/posts/${postId}/report`, body: { reason: 'Doppelt gepostet' } },
  ])
  expect(reported!.status).toBe(201)
  await context.close()
  return postId
}

beforeAll(() => cli.run('login', '--user', 'admin@dilemma.local', '--password', 'dilemma-demo'))

afterAll(async () => {
  await cli.run('logout')
  cli.dispose()
  rmSync(files, { recursive: true, force: true })
})

describe('dilemma-admin does what the console does, against the real API', () => {
  it('creates, switches off and deletes a popup, and the audit log lists each step', async () => {
    const image = join(files, 'fest.png')
    writeFileSync(image, PNG)
    const { popup } = await json('popups', 'create', image, '--description', 'Herbstfest am Sonntag')
    expect(popup).toMatchObject({ is_active: true, description: 'Herbstfest am Sonntag' })

    await cli.run('popups', 'toggle', 'off', String(popup.id))
    const { popups } = await json('popups', 'list')
    expect(popups.find((listed: { id: number }) => listed.id === popup.id)).toMatchObject({ is_active: false })

    await cli.run('popups', 'delete', String(popup.id), '--yes')
    expect((await json('popups', 'list')).popups.some((listed: { id: number }) => listed.id === popup.id)).toBe(false)

    const { entries } = await json('audit', 'list', '--limit', '100')
    const steps = entries
      .filter(
        (entry: { target_type: string; target_id: number }) =>
          entry.target_type === 'popup' && entry.target_id === popup.id,
      )
      .map((entry: { action: string; actor: { username: string } }) => [entry.action, entry.actor.username])
    expect(steps.map(([action]: string[]) => action).sort()).toEqual(['popup.create', 'popup.delete', 'popup.toggle'])
    expect(new Set(steps.map(([, actor]: string[]) => actor)).size).toBe(1)
  })

  it('moves an uncategorised tag into a category; a dry run first changes nothing', async () => {
    const name = `Laufrad${Date.now().toString(36)}`
    await reportedPollWithNewTag(name, 'member11@dilemma.local')
    const tag = (await json('tags', 'uncategorised')).tags.find((listed: { name: string }) => listed.name === name)
    expect(tag).toBeDefined()
    const category = (await json('tags', 'categories')).categories.find(
      (listed: { slug: string }) => listed.slug !== 'uncategorized',
    )

    await cli.run('tags', 'move', String(tag.id), '--category', String(category.id), '--dry-run')
    expect((await json('tags', 'uncategorised')).tags.some((listed: { id: number }) => listed.id === tag.id)).toBe(true)

    await cli.run('tags', 'move', String(tag.id), '--category', String(category.id))
    expect((await json('tags', 'uncategorised')).tags.some((listed: { id: number }) => listed.id === tag.id)).toBe(
      false,
    )
  })

  it('previews a report decision truthfully: the known report would pass, an unknown one is named, nothing is written', async () => {
    const postId = await reportedPollWithNewTag(`Roller${Date.now().toString(36)}`, 'member12@dilemma.local')
    const report = (await json('reports', 'list')).reports.find(
      (listed: { post_id: number }) => listed.post_id === postId,
    )

    await cli.run('reports', 'reject', String(report.report_id), '--dry-run')
    const refused = cli.run('reports', 'reject', String(report.report_id), '999999', '--dry-run')
    await expect(refused).rejects.toMatchObject({
      code: 1,
      stdout: expect.stringMatching(/999999[^\n]*REPORT_NOT_FOUND/),
    })

    const pending = (await json('reports', 'list')).reports.map((listed: { report_id: number }) => listed.report_id)
    expect(pending).toContain(report.report_id)
  })

  it('decides the review queue per post: a grouped list, a truthful dry run, then one decision for the post', async () => {
    const postId = await reportedPollWithNewTag(`Dreirad${Date.now().toString(36)}`, 'member13@dilemma.local')
    const groupOf = async () =>
      (await json('reports', 'list', '--grouped')).groups.find((group: { post_id: number }) => group.post_id === postId)
    expect(await groupOf()).toMatchObject({ report_count: 1, reports: [{ reason: 'Doppelt gepostet' }] })

    await cli.run('reports', 'reject-posts', String(postId), '--dry-run')
    const refused = cli.run('reports', 'reject-posts', String(postId), '999999', '--dry-run')
    await expect(refused).rejects.toMatchObject({
      code: 1,
      stdout: expect.stringMatching(/999999[^\n]*REPORT_NOT_FOUND/),
    })
    expect(await groupOf()).toBeDefined()

    await cli.run('reports', 'reject-posts', String(postId))
    expect(await groupOf()).toBeUndefined()
  })

  it('reports how the AI analysis is used', async () => {
    const stats = await json('ai', 'stats')
    expect(stats).toMatchObject({ totalAnalyses: expect.any(Number), providerStats: expect.any(Object) })
    expect(stats.weeklyAnalyses).toBeLessThanOrEqual(stats.totalAnalyses)
  })
})
