import type { Page } from 'playwright-core'

/** Fills and submits the /login form the page is showing. */
export async function logIn(page: Page, usernameOrEmail: string, password: string) {
  await page.getByLabel('Username or e-mail').fill(usernameOrEmail)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Log in', exact: true }).click()
}
