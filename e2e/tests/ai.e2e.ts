import { readFile } from 'node:fs/promises'
import type { Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { openPage, useBrowser } from '../src/browser.js'
import { callApiAs, logInAs } from '../src/demoMembers.js'

const baseUrl = inject('baseUrl')
const browser = useBrowser()

/** The Premium demo member creates a poll and has the AI (the server's mock, here) analyse it. */
async function analyseNewPoll(page: Page) {
  const [created] = await callApiAs(page, 'premium@dilemma.local', [
    {
      method: 'POST',
      path: '/posts',
      body: {
        title: `Bus oder Fahrrad ${Date.now().toString(36)}?`,
        description: 'Wie kommen wir morgen bei Nieselregen zur Kita?',
        option_a: 'Bus',
        option_b: 'Fahrrad mit Regencape',
        time_limit: 24,
        ai_enabled: true,
      },
    },
  ])
  expect(created!.status).toBe(201)
  const postId = (created!.body.post as { id: number }).id
  const [analysed] = await callApiAs(page, 'premium@dilemma.local', [
    { method: 'POST', path: '/ai/analyze', body: { postId, language: 'de' } },
  ])
  expect(analysed!.body.data).toMatchObject({ postId, provider: 'mock', language: 'de' })
}

describe('the AI analysis in the admin console', () => {
  it("shows a Premium member's analysed polls in the AI stats tab, and a new one after a refresh", async () => {
    const member = await openPage(browser())
    await member.page.goto(`${baseUrl}/`)
    await analyseNewPoll(member.page)

    const { context, page } = await openPage(browser())
    await logInAs(page, 'admin@dilemma.local')
    await page.goto(`${baseUrl}/madmin?tab=aiStats`)
    const totals = page.getByRole('region', { name: 'Analyses' })
    await totals.getByText('All time').waitFor()
    const total = Number(await totals.locator('dd').first().textContent())
    expect(total).toBeGreaterThan(0)
    await page.getByRole('table', { name: 'Latest analyses' }).getByRole('cell', { name: 'Mock' }).first().waitFor()

    await analyseNewPoll(member.page)
    await page.getByRole('button', { name: 'Refresh' }).click()
    // Only the all-time count (and this month's, this week's) can reach total + 1.
    await totals
      .getByText(String(total + 1), { exact: true })
      .first()
      .waitFor()
    await member.context.close()
    await context.close()
  })

  it('generates a question, exports it as a PNG and saves it as a poll tagged AI Generated', async () => {
    const { context, page } = await openPage(browser())
    await logInAs(page, 'admin@dilemma.local')
    await page.goto(`${baseUrl}/madmin?tab=aiGenerator`)
    // The segmented control's radio inputs are hidden under their labels: click the label.
    await page.getByRole('radiogroup', { name: 'Number of answer options' }).getByText('3', { exact: true }).click()
    await page.getByRole('radio', { name: '3', checked: true }).waitFor({ state: 'attached' })
    await page.getByRole('button', { name: 'Generate question' }).click()

    // No AI service is configured here: the server's mock writes the question.
    const preview = page.getByRole('dialog', { name: 'Preview of the AI question' })
    await preview.getByText('Demo question (no AI service answered)').waitFor()
    const title = (await preview.getByRole('heading', { level: 3 }).first().textContent())!.trim()
    expect(title.length).toBeGreaterThan(10)
    expect(await preview.getByRole('listitem').count()).toBe(3)

    await preview.getByRole('button', { name: 'Social media' }).click()
    const exporting = page.getByRole('dialog', { name: 'Export for social media' })
    // The server draws the chosen format: a square is 1080 × 1080 px.
    await exporting.getByText('Square 1080 × 1080', { exact: true }).click()
    const download = page.waitForEvent('download')
    await exporting.getByRole('button', { name: 'Save PNG' }).click()
    expect((await download).suggestedFilename()).toMatch(/^dilemma-question-square-\d+\.png$/)
    const png = await readFile((await (await download).path())!)
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1080, 1080])
    await exporting.getByRole('button', { name: 'Back to the preview' }).click()

    await preview.getByRole('button', { name: 'Save as poll' }).click()
    await page.getByText('Question saved').waitFor()
    const [search] = await callApiAs(page, 'admin@dilemma.local', [
      { method: 'GET', path: `/posts?search=${encodeURIComponent(title.slice(0, 30))}&sort=newest` },
    ])
    const saved = (search!.body.posts as { title: string; tags: { name: string }[]; vote_limit: null }[]).find(
      (post) => post.title === title,
    )
    expect(saved).toMatchObject({ vote_limit: null, tags: [{ name: 'AI Generated' }] })
    await context.close()
  })
})
