import type { Locator } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { openPage, useBrowser } from '../src/browser.js'
import { demoPassword } from '../src/demoMembers.js'
import { logIn } from '../src/loginPage.js'

const baseUrl = inject('baseUrl')
const browser = useBrowser()
// This member is in no other e2e test: she publishes one poll (a basic member may publish two a day).
const member = 'member14@dilemma.local'

/** Whether a click at the middle of the element would reach it, or land on something above it. */
function receivesClicks(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => {
    const box = element.getBoundingClientRect()
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2)
    return hit !== null && element.contains(hit)
  })
}

describe('overlays', () => {
  it('a member publishes a poll through the add-post modal with the cookie notice not accepted', async () => {
    const { context, page } = await openPage(browser())
    await page.goto(`${baseUrl}/login`)
    await logIn(page, member, demoPassword)
    await page.waitForURL(`${baseUrl}/feed`)
    const cookieNotice = page.getByRole('region', { name: 'Cookie notice' })
    await cookieNotice.waitFor()

    await page.getByRole('link', { name: 'Ask a question' }).click()
    const dialog = page.getByRole('dialog', { name: 'Ask a question' })
    await dialog.getByLabel(/^Question/).fill(`Overlay check ${Date.now().toString(36)}?`)
    await dialog.getByLabel(/^Description/).fill('Does the cookie notice stay below the dialog?')
    await dialog.getByLabel(/^Option A/).fill('Yes')
    await dialog.getByLabel(/^Option B/).fill('Of course')
    // The notice is still there, beneath the modal: a click at its middle reaches the modal instead.
    expect(await cookieNotice.isVisible()).toBe(true)
    expect(await receivesClicks(cookieNotice)).toBe(false)

    const publish = dialog.getByRole('button', { name: 'Publish poll' })
    await publish.scrollIntoViewIfNeeded()
    expect(await receivesClicks(publish)).toBe(true)
    await publish.click()
    await page.getByText('Your poll is live').waitFor()
    await context.close()
  })

  it('a fresh visitor logs in at /login without closing the site popup, which greets her on the feed', async () => {
    const { popup: activePopup } = (await (await fetch(`${baseUrl}/api/popups/active`)).json()) as {
      popup: { id: number } | null
    }
    expect(activePopup).not.toBeNull()
    const { context, page } = await openPage(browser(), { showSitePopup: true })
    await page.goto(`${baseUrl}/login`)
    await page.getByLabel('Username or e-mail').waitFor()
    expect(await page.getByRole('dialog', { name: 'News from Dilemma' }).count()).toBe(0)

    await logIn(page, member, demoPassword)
    await page.waitForURL(`${baseUrl}/feed`)
    await page.getByRole('dialog', { name: 'News from Dilemma' }).waitFor()
    await context.close()
  })
})
