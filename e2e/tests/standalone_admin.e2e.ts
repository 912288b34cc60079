import type { Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openPage } from '../src/browser.js'
import { giveReasonInConsole } from '../src/consoleReasons.js'
import { callApiAs, demoPassword } from '../src/demoMembers.js'
import { createReportedPoll } from '../src/reportedPoll.js'
import { startServer, type RunningServer } from '../src/server.js'
import {
  serveStandaloneAdminSite,
  siteNames,
  useBrowserWithSiteNames,
  type StaticAdminSite,
} from '../src/standaloneAdminSite.js'

const browser = useBrowserWithSiteNames()
let adminSite: StaticAdminSite
let api: RunningServer
/** The main site, e.g. http://example.org:PORT */
let mainSite: string
let adminSiteUrl: string

beforeAll(async () => {
  adminSite = await serveStandaloneAdminSite()
  adminSiteUrl = `http://${siteNames.admin}:${adminSite.port}`
  // An API of its own, as deployed: only the admin site's origin is allowed across origins.
  api = await startServer({ env: { CORS_ORIGINS: adminSiteUrl } })
  const port = new URL(api.baseUrl).port
  mainSite = `http://${siteNames.main}:${port}`
  // The admin site talks to the API under a host name of its own: its own session cookies; its
  // links to member pages go to the main site.
  adminSite.configure({ apiBaseUrl: `http://${siteNames.api}:${port}/api`, siteUrl: mainSite })
})

afterAll(async () => {
  await api?.stop()
  await adminSite?.stop()
})

/** A new poll by one demo member, reported by another; returns its id and title. */
async function reportedPoll(page: Page) {
  const title = `Flohmarkt oder Kleiderbörse ${Date.now().toString(36)}?`
  const postId = await createReportedPoll(page, {
    author: 'member01@dilemma.local',
    title,
    description: 'Wo verkaufe ich besser?',
    options: ['Flohmarkt', 'Börse'],
    reports: [['member02@dilemma.local', 'Verkaufsanzeige statt Frage']],
  })
  return { postId, title }
}

/** Signs the admin in on the admin site's own login page; the console opens. */
async function signInOnAdminSite(page: Page) {
  await page.goto(`${adminSiteUrl}/`)
  await page.getByLabel(/^Username or e-mail/).fill('admin@dilemma.local')
  await page.getByLabel(/^Password/).fill(demoPassword)
  await page.getByRole('button', { name: 'Log in', exact: true }).click()
  await page.waitForURL(`${adminSiteUrl}/madmin`)
}

/** The address a link leads to, resolved as the browser resolves it. */
const targetOf = (link: Locator) => link.evaluate((anchor) => (anchor as HTMLAnchorElement).href)

describe('the admin app on its own origin', () => {
  it('signs an admin in on admin.example.org, deletes a reported post and logs out of this site only', async () => {
    const member = await openPage(browser())
    await member.page.goto(`${mainSite}/`)
    const { postId, title } = await reportedPoll(member.page)

    const { context, page: mainPage } = await openPage(browser())
    await mainPage.goto(`${mainSite}/`)
    const [mainSession] = await callApiAs(mainPage, 'admin@dilemma.local', [{ method: 'GET', path: '/users/me' }])
    expect(mainSession!.status).toBe(200)

    const page = await context.newPage()
    await signInOnAdminSite(page)

    await page.getByText('Verkaufsanzeige statt Frage').waitFor()
    // A write across origins: the CSRF token came in the X-XSRF-Token answer header.
    await page.getByRole('button', { name: `Delete post: ${title}` }).click()
    await giveReasonInConsole(page)
    await page.getByText('Verkaufsanzeige statt Frage').waitFor({ state: 'detached' })
    const [gone] = await callApiAs(member.page, 'member03@dilemma.local', [{ method: 'GET', path: `/posts/${postId}` }])
    expect(gone!.status).toBe(404)

    await page.getByRole('button', { name: 'Log out' }).click()
    await page.getByText('You have been logged out on this device.').waitFor()
    await page.reload()
    await page.getByRole('button', { name: 'Log in', exact: true }).waitFor()
    // The main site's session in the same browser lives on.
    const stillSignedIn = await mainPage.evaluate(async () => (await fetch('/api/users/me')).status)
    expect(stillSignedIn).toBe(200)

    await member.context.close()
    await context.close()
  })

  it('links the reports tab to the poll and its owner on the main site (config.json siteUrl)', async () => {
    const member = await openPage(browser())
    await member.page.goto(`${mainSite}/`)
    const { postId, title } = await reportedPoll(member.page)
    const [owner] = await callApiAs(member.page, 'member01@dilemma.local', [{ method: 'GET', path: '/users/me' }])
    const ownerId = (owner!.body.user as { id: number }).id

    // Signed in on the main site too, in the same browser, where polls are for members only.
    const { context, page: mainPage } = await openPage(browser())
    await mainPage.goto(`${mainSite}/`)
    await callApiAs(mainPage, 'admin@dilemma.local', [])
    const page = await context.newPage()
    await signInOnAdminSite(page)
    const card = page.getByRole('article', { name: title })
    const pollLink = card.getByRole('link', { name: `Open the poll “${title}”` })
    expect(await targetOf(pollLink)).toBe(`${mainSite}/post/${postId}`)
    expect(await targetOf(card.getByRole('link', { name: 'Profile of member01' }))).toBe(`${mainSite}/user/${ownerId}`)

    // The link opens the poll on the main site, not the admin app's router.
    const [poll] = await Promise.all([context.waitForEvent('page'), pollLink.click()])
    await poll.getByText(title).first().waitFor()
    expect(poll.url()).toBe(`${mainSite}/post/${postId}`)

    await member.context.close()
    await context.close()
  })
})
