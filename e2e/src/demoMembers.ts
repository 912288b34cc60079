import type { Page } from 'playwright-core'
import { inject } from 'vitest'

/** The password of every demo account (backend/database/demo). */
export const demoPassword = 'dilemma-demo'

/**
 * Logs in from /login as a demo account, accepting the cookie notice first, and waits for /feed.
 * `baseUrl`: a server the test started itself, instead of the run's.
 */
export async function logInAs(page: Page, email: string, baseUrl = inject('baseUrl')) {
  await page.goto(`${baseUrl}/login`)
  // The cookie notice sits over the bottom of the page until accepted.
  await page.getByRole('button', { name: 'Got it' }).click()
  await page.getByLabel('Username or e-mail').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(demoPassword)
  await page.getByRole('button', { name: 'Log in', exact: true }).click()
  await page.waitForURL(`${baseUrl}/feed`)
}

export interface ApiCall {
  method: string
  path: string
  body?: unknown
}

/**
 * Calls the API from the page as the demo account `email` (logging in first, with `password`
 * when a test gave her another), the way the app itself does: cookies plus the XSRF header.
 * Returns each answer's status and body.
 */
export async function callApiAs(page: Page, email: string, calls: ApiCall[], password = demoPassword) {
  // The app's own first requests, still in flight, would answer with the guest session's cookies
  // after the login below and undo its session renewal (then every write is a CSRF 403).
  await page.waitForLoadState('networkidle')
  return page.evaluate(
    async ({ email, password, calls }) => {
      const xsrf = () => decodeURIComponent(document.cookie.match(/(?:^|; )XSRF-TOKEN=([^;]*)/)?.[1] ?? '')
      const send = async (method: string, path: string, body?: unknown) => {
        const response = await fetch(`/api${path}`, {
          method,
          credentials: 'include',
          headers: { 'Content-Type': 'application/json', 'X-CSRF-Token': xsrf() },
          body: body === undefined ? undefined : JSON.stringify(body),
        })
        return { status: response.status, body: (await response.json()) as Record<string, unknown> }
      }
      await fetch('/api/health', { credentials: 'include' })
      const login = await send('POST', '/auth/login', { usernameOrEmail: email, password })
      if (login.status !== 200) throw new Error(`login of ${email} failed: ${login.status}`)
      const answers = []
      for (const call of calls) answers.push(await send(call.method, call.path, call.body))
      return answers
    },
    { email, password, calls },
  )
}
