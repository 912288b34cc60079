/*
 * The member app is a remote of its own (docs/adr/0031-module-federation.md): a new build of it
 * alone, put in place of member-app/dist on a running server, is what the next page shows; a member
 * remote that cannot be loaded shows the shell's translated error, and the next navigation tries
 * again.
 */
import { describe, expect, it } from 'vitest'
import { openPage, useBrowser } from '../src/browser.js'
import { messages } from '../src/firstScreen.js'
import { buildMemberRemoteWithText } from '../src/memberRemoteBuild.js'
import { useRedeployableSite } from '../src/redeployableSite.js'

const browser = useBrowser()
const site = useRedeployableSite()

const HERO_TITLE = 'member.landing.hero.title'
const heroTitle = messages('member-app/src/i18n', 'en')[HERO_TITLE]!
const shellTexts = messages('shell/src/i18n', 'en')

describe('the member remote', () => {
  it('rebuilt and deployed alone, its new text is on the next page; the shell is untouched', async () => {
    const { context, page } = await openPage(browser())
    const shellIndex = await (await fetch(`${site().baseUrl}/index.html`)).text()
    await page.goto(`${site().baseUrl}/`)
    await page.locator('#first-screen').waitFor({ state: 'detached' })
    await expect.poll(() => page.getByRole('heading', { name: heroTitle, level: 1 }).isVisible()).toBe(true)

    const newTitle = 'Decide together, redeployed'
    await site().deployMemberRemote(await buildMemberRemoteWithText(HERO_TITLE, newTitle))
    await page.reload()
    await page.locator('#first-screen').waitFor({ state: 'detached' })
    await expect.poll(() => page.getByRole('heading', { name: newTitle, level: 1 }).isVisible()).toBe(true)
    expect(await (await fetch(`${site().baseUrl}/index.html`)).text()).toBe(shellIndex)
    await context.close()
  })

  it("that cannot be loaded shows the shell's error, and the next navigation loads it", async () => {
    const { context, page } = await openPage(browser())
    await site().breakMemberRemote()
    try {
      await page.goto(`${site().baseUrl}/`)
      await expect
        .poll(() => page.getByText(shellTexts['shell.remote.unavailableTitle']!).first().isVisible())
        .toBe(true)
    } finally {
      await site().restoreMemberRemote()
    }
    // A navigation inside the page (the router's own), not a reload.
    await page.evaluate(() => {
      window.history.pushState(null, '', '/login')
      window.dispatchEvent(new PopStateEvent('popstate'))
    })
    const loginTitle = messages('member-app/src/features/auth/i18n', 'en')['member.login.title']!
    await expect.poll(() => page.getByRole('heading', { name: loginTitle, level: 1 }).isVisible()).toBe(true)
    await context.close()
  })
})
