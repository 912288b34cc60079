import { describe, expect, inject, it } from 'vitest'
import { openPage, useBrowser } from '../src/browser.js'
import { callApiAs, logInAs } from '../src/demoMembers.js'

const baseUrl = inject('baseUrl')
/** A 1×1 PNG: the server re-encodes it, so it must be a real image. */
const tinyPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
)
const pollTitle = `Sandkasten oder Spielplatz ${Date.now().toString(36)}?`
const browser = useBrowser()
let pollPath = ''

describe('polls', () => {
  it('a Pro member creates a poll with two images, tags and the AI analysis', async () => {
    const { context, page } = await openPage(browser())
    await logInAs(page, 'pro@dilemma.local')
    await page.getByRole('link', { name: 'Ask a question' }).click()
    const dialog = page.getByRole('dialog', { name: 'Ask a question' })
    await dialog.getByLabel(/^Question/).fill(pollTitle)
    await dialog.getByLabel(/^Description/).fill('Wohin am Samstagvormittag mit zwei Kleinkindern?')
    await dialog.getByLabel(/^Option A/).fill('Sandkasten im Hof')
    await dialog.getByLabel(/^Option B/).fill('Großer Spielplatz im Park')
    const images = dialog.locator('input[type="file"]')
    await images.nth(0).setInputFiles({ name: 'hof.png', mimeType: 'image/png', buffer: tinyPng })
    await images.nth(1).setInputFiles({ name: 'park.png', mimeType: 'image/png', buffer: tinyPng })
    const tags = dialog.getByLabel(/^Tags/)
    for (const tag of ['Kinder', 'Spielplatz']) {
      await tags.fill(tag)
      await tags.press('Enter')
      await dialog.getByText(`#${tag}`, { exact: true }).waitFor()
    }
    await dialog.getByLabel('Let the AI pick an option with its reasoning').check()
    await dialog.getByRole('button', { name: 'Publish poll' }).click()
    // No AI service is configured here: the server's mock analysis answers.
    await dialog.getByText(/^The AI picks option [AB]: /).waitFor()
    await dialog.getByText('Demo analysis: no AI service was used').waitFor()
    await page.getByText('Your poll is live').waitFor()

    await page.getByRole('searchbox', { name: 'Search polls' }).fill(pollTitle.slice(0, 24))
    const card = page.getByRole('article').filter({ hasText: pollTitle })
    await card.waitFor()
    expect(await card.getByRole('img', { name: /Image of option/ }).count()).toBe(2)
    await card.getByRole('link', { name: '#Kinder' }).waitFor()
    pollPath = (await card.getByRole('link', { name: pollTitle }).getAttribute('href')) ?? ''
    expect(pollPath).toMatch(/^\/post\/\d+$/)

    await page.goto(`${baseUrl}${pollPath}`)
    const opinion = page.getByRole('region', { name: 'AI opinion' })
    await opinion.getByText(/^The AI picks option [AB]: /).waitFor()
    await context.close()
  })

  it('another member votes through the confirm dialog and sees the results', async () => {
    const { context, page } = await openPage(browser())
    await logInAs(page, 'member@dilemma.local')
    await page.goto(`${baseUrl}${pollPath}`)
    await page.getByRole('heading', { level: 1, name: pollTitle }).waitFor()
    expect(await page.title()).toBe(`${pollTitle} – Dilemma`)

    await page.getByRole('button', { name: 'B: Großer Spielplatz im Park – vote' }).click()
    const confirm = page.getByRole('dialog', { name: 'Confirm your vote' })
    await confirm.getByText('Vote for B: Großer Spielplatz im Park?').waitFor()
    await confirm.getByRole('button', { name: 'Vote', exact: true }).click()

    await page.getByRole('progressbar', { name: 'B: 100%, 1 vote' }).waitFor()
    await page.getByText('You have already voted. Votes cannot be changed.').waitFor()
    await context.close()
  })

  it('the owner of a poll with votes learns why she cannot edit it; the tooltip loads on her first hover', async () => {
    const { context, page } = await openPage(browser())
    const scripts: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url())
    })
    await logInAs(page, 'pro@dilemma.local')
    await page.goto(`${baseUrl}${pollPath}`)
    await page.getByRole('heading', { level: 1, name: pollTitle }).waitFor()
    const edit = page.getByRole('button', { name: 'Edit', exact: true })
    expect(await edit.isDisabled()).toBe(true)
    expect(scripts.filter((url) => url.includes('floating-ui'))).toEqual([])

    await edit.hover()
    await page.getByRole('tooltip').getByText('A poll with votes can no longer be edited.').waitFor()
    expect(scripts.filter((url) => url.includes('floating-ui'))).toHaveLength(1)
    await context.close()
  })

  it('likes and saves survive a reload, and a post is reported once', async () => {
    const { context, page } = await openPage(browser())
    await logInAs(page, 'member@dilemma.local')
    await page.goto(`${baseUrl}${pollPath}`)
    await page.getByRole('heading', { level: 1, name: pollTitle }).waitFor()

    const liked = page.waitForResponse((response) => response.url().endsWith('/like') && response.ok())
    await page.getByRole('button', { name: 'Like · 0' }).click()
    await liked
    const saved = page.waitForResponse((response) => response.url().endsWith('/save') && response.ok())
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await saved

    await page.getByRole('button', { name: 'Report', exact: true }).click()
    const report = page.getByRole('dialog', { name: 'Report this poll' })
    await report.getByLabel('Why are you reporting it?').fill('Nur ein Test des Meldewegs.')
    await report.getByRole('button', { name: 'Send report' }).click()
    await report.getByText('Thank you. Our team will look at it.').waitFor()

    await page.reload()
    const likeButton = page.getByRole('button', { name: 'Like · 1' })
    await likeButton.waitFor()
    expect(await likeButton.getAttribute('aria-pressed')).toBe('true')
    expect(await page.getByRole('button', { name: 'Saved', exact: true }).getAttribute('aria-pressed')).toBe('true')
    expect(await page.getByRole('button', { name: 'Reported', exact: true }).isDisabled()).toBe(true)
    await context.close()
  })

  it('closes a vote-limited poll at its limit and shows the final results', async () => {
    const { context, page } = await openPage(browser())
    await page.goto(`${baseUrl}/`)
    const [created] = await callApiAs(page, 'premium@dilemma.local', [
      {
        method: 'POST',
        path: '/posts',
        body: {
          title: 'Elf Stimmen und Schluss?',
          description: 'Ein Test des Stimmenlimits.',
          option_a: 'Ja',
          option_b: 'Nein',
          vote_limit: 11,
        },
      },
    ])
    const postId = (created?.body.post as { id: number }).id
    const voters = Array.from({ length: 12 }, (_, index) => `member${String(index + 1).padStart(2, '0')}@dilemma.local`)
    const statuses: number[] = []
    for (const voter of voters) {
      const [vote] = await callApiAs(page, voter, [
        { method: 'POST', path: `/posts/${postId}/vote`, body: { option: 'a' } },
      ])
      statuses.push(vote!.status)
    }
    expect(statuses.slice(0, 11).every((status) => status === 200)).toBe(true)
    expect(statuses[11]).toBe(409)

    await page.goto(`${baseUrl}/post/${postId}`)
    await page.getByRole('heading', { level: 1, name: 'Elf Stimmen und Schluss?' }).waitFor()
    await page.getByText('Poll closed').waitFor()
    await page.getByRole('progressbar', { name: 'A: 100%, 11 votes' }).waitFor()
    await context.close()
  })

  it('filters the feed by a tag with a clearable chip, and by a search', async () => {
    const { context, page } = await openPage(browser())
    await page.goto(`${baseUrl}/feed`)
    await page.getByRole('complementary').getByRole('button', { name: '#Kinder' }).click()
    await page.waitForURL(/\/feed\?tag=\d+$/)
    await page.getByText('Filtered by').waitFor()
    // The feed shows its previous polls until the tag's have arrived (a deferred render): wait for
    // polls that all carry the tag, read in one go.
    const allTagged = () =>
      page
        .getByRole('article')
        .evaluateAll(
          (cards) =>
            cards.length > 0 &&
            cards.every((card) =>
              Array.from(card.querySelectorAll('a')).some((link) => link.textContent?.includes('#Kinder')),
            ),
        )
    await expect.poll(allTagged).toBe(true)

    await page.getByRole('button', { name: 'Clear filter' }).click()
    await page.waitForURL(`${baseUrl}/feed`)
    await expect.poll(() => page.getByText('Filtered by').count()).toBe(0)

    await page.getByRole('searchbox', { name: 'Search polls' }).fill('zzqx-nothing-like-this')
    await page.getByText('No search results').waitFor()
    await context.close()
  })

  it('gives a guest the login prompt when she tries to vote', async () => {
    const { context, page } = await openPage(browser())
    await page.goto(`${baseUrl}/feed`)
    await page
      .getByRole('button', { name: /^A: .* – vote$/ })
      .first()
      .click()
    const prompt = page.getByRole('dialog', { name: 'Please log in' })
    await prompt.getByRole('link', { name: 'Log in' }).waitFor()
    await prompt.getByRole('link', { name: 'Register' }).waitFor()
    await context.close()
  })

  it('shows the bottom bar and the Filters button on a 390 px wide screen', async () => {
    const { context, page } = await openPage(browser(), { viewport: { width: 390, height: 844 } })
    await logInAs(page, 'member@dilemma.local')
    const bottomBar = page.getByRole('navigation', { name: 'Quick navigation' })
    await bottomBar.waitFor()
    for (const name of ['Feed', 'Profile', 'Ask', 'More']) {
      expect(
        await bottomBar
          .getByRole('button', { name, exact: true })
          .or(bottomBar.getByRole('link', { name, exact: true }))
          .isVisible(),
      ).toBe(true)
    }
    expect(await page.getByRole('complementary').isVisible()).toBe(false)

    await page.getByRole('button', { name: 'Filters', exact: true }).click()
    const menu = page.getByRole('dialog', { name: 'Filters and topics' })
    await menu.getByText('Filters', { exact: true }).waitFor()
    await menu.getByText('Trending', { exact: true }).waitFor()
    await context.close()
  })
})
