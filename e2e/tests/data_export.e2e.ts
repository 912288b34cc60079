import { readFile } from 'node:fs/promises'
import { describe, expect, inject, it } from 'vitest'
import { openPage, useBrowser } from '../src/browser.js'
import { callApiAs, demoPassword, logInAs } from '../src/demoMembers.js'
import { unzipToMap } from '../../backend/tests/helpers/zip_archive.js'

const baseUrl = inject('baseUrl')
const browser = useBrowser()
// A member whose language is English and who asks for no other archive in the e2e run.
const member = 'member11@dilemma.local'
const pollTitle = `Archiv oder Ablage? export${Date.now().toString(36)}`

describe('download my data', () => {
  it('a member asks for her archive with her password, waits for "ready", downloads it and finds her poll', async () => {
    const setup = await openPage(browser())
    await setup.page.goto(`${baseUrl}/`)
    const [created] = await callApiAs(setup.page, member, [
      {
        method: 'POST',
        path: '/posts',
        body: { title: pollTitle, description: 'Für das Archiv.', option_a: 'Ja', option_b: 'Nein', vote_limit: 11 },
      },
    ])
    expect(created!.status).toBe(201)
    await setup.context.close()

    const { context, page } = await openPage(browser())
    await logInAs(page, member)
    await page.goto(`${baseUrl}/profile?tab=account`)
    await page.getByRole('button', { name: 'Download my data' }).click()
    const dialog = page.getByRole('dialog', { name: 'Download my data' })
    await dialog.getByRole('textbox', { name: 'Your password, to confirm' }).fill(demoPassword)
    await dialog.getByRole('button', { name: 'Prepare my archive' }).click()

    const link = page.getByRole('link', { name: 'Download the archive (ZIP)' })
    // "Being prepared" first, unless the archive was quicker than the first answer.
    await expect
      .poll(async () => (await link.count()) > 0 || (await page.getByText(/being prepared/).count()) > 0)
      .toBe(true)
    await link.waitFor({ timeout: 60_000 })
    const download = page.waitForEvent('download')
    await link.click()
    expect((await download).suggestedFilename()).toMatch(/^dilemma-data-\d{4}-\d\d-\d\d\.zip$/)
    const files = await unzipToMap(await readFile((await (await download).path())!))

    expect(files.get('README.txt')!.toString('utf8')).toContain('Your data at Dilemma')
    const polls = JSON.parse(files.get('polls.json')!.toString('utf8')) as { title: string }[]
    expect(polls.map((poll) => poll.title)).toContain(pollTitle)

    // She got the notice; dismissed here, so that the account looks as before to other tests.
    const [notices] = await callApiAs(page, member, [{ method: 'GET', path: '/users/notices' }])
    const ready = (notices!.body.notices as { id: number; kind: string }[]).filter(
      (notice) => notice.kind === 'data_export_ready',
    )
    expect(ready).toHaveLength(1)
    await callApiAs(page, member, [{ method: 'POST', path: `/users/notices/${ready[0]!.id}/read` }])
    await context.close()
  })
})
