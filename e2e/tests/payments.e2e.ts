import type { Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { openPage, useBrowser } from '../src/browser.js'
import { logInAs } from '../src/demoMembers.js'

const baseUrl = inject('baseUrl')
const browser = useBrowser()
// Basic demo members no other journey uses: one buys a single month of Pro, the other subscribes
// monthly, is renewed by PayPal (the stand-in) and cancels.
const member = 'member10@dilemma.local'
const subscriber = 'member06@dilemma.local'
const pollTitle = `Drei oder vier Optionen? ${Date.now().toString(36)}`

type Billing = 'Monthly, renews automatically (cancel any time)' | 'One month, no renewal'

/** From /premium to PayPal's approval page (the local stand-in) with the Pro plan. */
async function startProCheckout(page: Page, billing: Billing = 'One month, no renewal') {
  await page.goto(`${baseUrl}/premium`)
  const pro = page.getByRole('article', { name: 'Pro' })
  await pro.getByText('Most popular').waitFor()
  await pro.getByRole('link', { name: 'Choose Pro' }).click()
  await page.waitForURL(`${baseUrl}/payment?plan=pro`)
  await page.getByText('Demo payment').waitFor()
  await page.getByRole('radio', { name: billing }).check()
  await page.getByRole('group', { name: 'Payment method' }).getByRole('button', { name: 'PayPal' }).click()
  await page
    .getByRole('group', { name: 'Pay with PayPal' })
    .getByRole('button', { name: 'PayPal', exact: true })
    .click()
  await page.waitForURL((url) => url.origin !== baseUrl)
}

describe('payments', () => {
  it('an invalid plan returns to the plans', async () => {
    const { context, page } = await openPage(browser())
    await logInAs(page, member)
    await page.goto(`${baseUrl}/payment?plan=gold`)
    await page.getByText('This plan does not exist.').waitFor()
    await page.waitForURL(`${baseUrl}/premium`)
    await page.getByRole('article', { name: 'Premium' }).waitFor()
    await context.close()
  })

  it('a cancelled approval at PayPal shows the cancelled message', async () => {
    const { context, page } = await openPage(browser())
    await logInAs(page, member)
    await startProCheckout(page)
    await page.getByRole('button', { name: 'Cancel', exact: true }).click()

    await page.waitForURL(`${baseUrl}/payment?plan=pro`)
    await page.getByText('Payment cancelled').waitFor()
    await context.close()
  })

  it('a free member buys Pro with PayPal and can use option C at once', async () => {
    const { context, page } = await openPage(browser())
    await logInAs(page, member)
    await startProCheckout(page)
    await page.getByRole('button', { name: 'Approve', exact: true }).click()

    const success = page.getByRole('dialog', { name: 'Payment successful' })
    await success.getByText('You are now a Pro member').waitFor()
    // The return parameters are gone from the address.
    expect(page.url()).toBe(`${baseUrl}/payment?plan=pro`)
    await success.getByRole('button', { name: 'Go to the feed', exact: true }).click()
    await page.waitForURL(`${baseUrl}/feed`)

    // No reload: the session's role changed with the capture.
    await page.getByRole('link', { name: 'Ask a question' }).click()
    const dialog = page.getByRole('dialog', { name: 'Ask a question' })
    await dialog.getByLabel(/^Question/).fill(pollTitle)
    await dialog.getByLabel(/^Description/).fill('Seit heute Pro: endlich eine dritte Option.')
    await dialog.getByLabel(/^Option A/).fill('Zwei reichen')
    await dialog.getByLabel(/^Option B/).fill('Drei sind besser')
    await dialog.getByLabel(/^Option C/).fill('Vier wären ideal')
    await dialog.getByRole('button', { name: 'Publish poll' }).click()
    await page.getByText('Your poll is live').waitFor()

    await page.getByRole('link', { name: 'Profile', exact: true }).click()
    await page.getByText('PRO', { exact: true }).waitFor()
    await page.getByRole('article').filter({ hasText: pollTitle }).getByText('Vier wären ideal').waitFor()
    await context.close()
  })

  it('a one-time month ends on its date: nothing renews and nothing is to cancel', async () => {
    const { context, page } = await openPage(browser())
    await logInAs(page, member)
    await page.goto(`${baseUrl}/profile?tab=account`)
    await page.getByText('One month', { exact: true }).waitFor()
    await page.getByText(/^Ends on /).waitFor()
    expect(await page.getByText(/^Renews on /).count()).toBe(0)
    expect(await page.getByRole('button', { name: 'Cancel subscription' }).count()).toBe(0)
    await context.close()
  })

  it('a free member subscribes monthly, PayPal renews her, and she cancels: Renews on, then Ends on', async () => {
    const { context, page } = await openPage(browser())
    await logInAs(page, subscriber)
    await startProCheckout(page, 'Monthly, renews automatically (cancel any time)')
    const paypalOrigin = new URL(page.url()).origin
    await page.getByRole('button', { name: 'Agree & Subscribe', exact: true }).click()

    const success = page.getByRole('dialog', { name: 'Payment successful' })
    await success.getByText('You are now a Pro member').waitFor()
    await success.getByText(/It renews automatically on /).waitFor()
    await success.getByRole('button', { name: 'Go to the feed', exact: true }).click()
    await page.waitForURL(`${baseUrl}/feed`)

    await page.goto(`${baseUrl}/profile?tab=account`)
    await page.getByText('Active', { exact: true }).waitFor()
    const firstRenewal = await page.getByText(/^Renews on /).textContent()
    await page.getByText('PRO', { exact: true }).waitFor()

    // PayPal bills the next month and notifies the server (the stand-in's renewal control).
    const status = (await page.evaluate(() =>
      fetch('/api/users/subscription-status').then((response) => response.json()),
    )) as { paypalSubscriptionId: string }
    expect(status.paypalSubscriptionId).toMatch(/^I-/)
    const renewal = await fetch(`${paypalOrigin}/standin/subscriptions/${status.paypalSubscriptionId}/renew`, {
      method: 'POST',
    })
    expect(((await renewal.json()) as { webhookStatus: number }).webhookStatus).toBe(200)
    await page.reload()
    const renewed = page.getByText(/^Renews on /)
    await renewed.waitFor()
    expect(await renewed.textContent()).not.toBe(firstRenewal)
    const secondRenewal = (await renewed.textContent())!.replace('Renews on ', '')

    await page.getByRole('button', { name: 'Cancel subscription' }).click()
    const confirm = page.getByRole('dialog', { name: 'Cancel your subscription?' })
    await confirm.getByLabel('Why are you cancelling? (optional)').fill('Nur zum Testen')
    await confirm.getByRole('button', { name: 'Cancel subscription' }).click()

    await page.getByText('Your subscription has been cancelled.').waitFor()
    await page.getByText('Cancelled', { exact: true }).waitFor()
    await page.getByText(`Ends on ${secondRenewal}`).waitFor()
    expect(await page.getByRole('button', { name: 'Cancel subscription' }).count()).toBe(0)
    await page.getByText('PRO', { exact: true }).waitFor()
    await context.close()
  })
})
