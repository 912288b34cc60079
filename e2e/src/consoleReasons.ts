import type { Page } from 'playwright-core'

/** Gives the reason a console decision that restricts a member asks for, and confirms it. */
export async function giveReasonInConsole(page: Page, reason = 'Spam') {
  const dialog = page.getByRole('dialog', { name: 'Why?' })
  await dialog.getByRole('combobox', { name: 'Reason' }).click()
  await dialog.getByRole('option', { name: reason }).click()
  await dialog.getByRole('button', { name: 'Confirm with this reason' }).click()
  await dialog.waitFor({ state: 'detached' })
}
