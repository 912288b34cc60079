import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openPage } from '../src/browser.js'
import { callApiAs, demoPassword } from '../src/demoMembers.js'
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
  // The admin site talks to the API under a host name of its own: its own session cookies.
  adminSite.configure({ apiBaseUrl: `http://${siteNames.api}:${port}/api` })
})

afterAll(async () => {
  await api?.stop()
  await adminSite?.stop()
})

/** A new poll by one demo member, reported by another; returns its id and title. */
async function reportedPoll(page: Page) {
  const title = `Flohmarkt oder Kleiderbörse ${Date.now().toString(36)}?`
  const [created] = await callApiAs(page, 'member01@dilemma.local', [
    {
      method: 'POST',
      path: '/posts',
      body: { title, description: 'Wo verkaufe ich besser?', option_a: 'Flohmarkt', option_b: 'Börse', time_limit: 24 },
    },
  ])
  expect(created!.status).toBe(201)
  const postId = (created!.body.post as { id: number }).id
  const [reported] = await callApiAs(page, 'member02@dilemma.local', [
    { method: 'POST', path: `/posts/${postId}/report`, body: { reason: 'Verkaufsanzeige statt Frage' } },
  ])
  expect(reported!.status).toBe(201)
  return { postId, title }
}

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
    await page.goto(`${adminSiteUrl}/`)
    await page.getByLabel(/^Username or e-mail/).fill('admin@dilemma.local')
    await page.getByLabel(/^Password/).fill(demoPassword)
    await page.getByRole('button', { name: 'Log in', exact: true }).click()
    await page.waitForURL(`${adminSiteUrl}/madmin`)

    await page.getByText('Verkaufsanzeige statt Frage').waitFor()
    page.once('dialog', (dialog) => void dialog.accept())
    // A write across origins: the CSRF token came in the X-XSRF-Token answer header.
    await page.getByRole('button', { name: `Delete post: ${title}` }).click()
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
})
