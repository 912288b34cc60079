import type { SubscriptionStatus } from '@dilemma/api-client'
import { setupMswServer } from '@dilemma/app-runtime/testing/mswServer'
import { sessionUser } from '@dilemma/app-runtime/testing/sessionUser'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { answerSessionWith, apiBase, apiHealthHandler, renderMemberRoute } from '@/testing/renderMemberApp'
import { noDataExportHandler, noticePreferencesHandler } from '@/testing/memberPageHandlers'
import { declinedPro, endingPro, freePlan, oneTimePro, renewingPro } from './testing/subscriptionFixtures'

const server = setupMswServer(apiHealthHandler, noDataExportHandler, noticePreferencesHandler)

/** Answers the status from `statuses` in turn (the last one stays), each request counted. */
function answerStatus(...statuses: (SubscriptionStatus | Response)[]) {
  const asked = { status: 0 }
  server.use(
    http.get(`${apiBase}/users/subscription-status`, () => {
      const answer = statuses[Math.min(asked.status, statuses.length - 1)]!
      asked.status += 1
      return answer instanceof Response ? answer.clone() : HttpResponse.json(answer)
    }),
  )
  return asked
}

function answerCancel(answer: () => Response) {
  const sent: unknown[] = []
  server.use(
    http.post(`${apiBase}/paypal/cancel-subscription`, async ({ request }) => {
      sent.push(await request.json())
      return answer()
    }),
  )
  return sent
}

/** Her account tab, where the subscription section sits. */
function openAccountTab(trialEndsAt: string | null = null) {
  answerSessionWith(server, { ...sessionUser('prouser'), trial_ends_at: trialEndsAt })
  renderMemberRoute('/profile?tab=account', { withSession: true })
}

async function openCancelDialog() {
  await userEvent.click(await screen.findByRole('button', { name: 'Cancel subscription' }))
  return screen.findByRole('dialog', { name: 'Cancel your subscription?' })
}

describe('account tab: subscription', { timeout: 20_000 }, () => {
  it('shows the plan, its renewal date and state', async () => {
    answerStatus(renewingPro)
    openAccountTab()

    expect(await screen.findByRole('heading', { name: 'Subscription' })).toBeInTheDocument()
    expect(await screen.findByText('Active')).toBeInTheDocument()
    expect(screen.getByText('Pro')).toBeInTheDocument()
    expect(screen.getByText('Renews on December 24, 2026')).toBeInTheDocument()
  })

  it('shows a one-time month with the day it ends, never "Renews on", and nothing to cancel', async () => {
    answerStatus(oneTimePro)
    openAccountTab()

    expect(await screen.findByText('One month')).toBeInTheDocument()
    expect(screen.getByText('Ends on December 24, 2026')).toBeInTheDocument()
    expect(screen.queryByText(/^Renews on/)).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Cancel subscription' })).not.toBeInTheDocument()
  })

  it('tells a member on Basic that PayPal declined the payment it had held', async () => {
    answerStatus(declinedPro)
    answerSessionWith(server, sessionUser('user'))
    renderMemberRoute('/profile?tab=account', { withSession: true })

    expect(await screen.findByText('PayPal declined your payment')).toBeInTheDocument()
    expect(
      screen.getByText(/PayPal reviewed your payment for one month of Pro and declined it on November 20, 2026\./),
    ).toBeInTheDocument()
    expect(screen.getByText('You are on the free Basic plan.')).toBeInTheDocument()
  })

  it('says nothing of a declined payment when there is none', async () => {
    answerStatus(renewingPro)
    openAccountTab()

    expect(await screen.findByText('Renews on December 24, 2026')).toBeInTheDocument()
    expect(screen.queryByText('PayPal declined your payment')).not.toBeInTheDocument()
  })

  it('shows the running free trial with its end date, which cannot be cancelled', async () => {
    answerStatus({
      ...renewingPro,
      renews: false,
      canCancel: false,
      paypalSubscriptionId: null,
      renewalDate: '2099-01-31T10:00:00.000Z',
    })
    openAccountTab('2099-01-31T10:00:00.000Z')

    expect(await screen.findByText('Free trial')).toBeInTheDocument()
    expect(screen.getByText('Your free trial ends on January 31, 2099')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Cancel subscription' })).not.toBeInTheDocument()
  })

  it('cancels after confirmation with the reason, then loads the status again', async () => {
    const asked = answerStatus(renewingPro, endingPro)
    const sent = answerCancel(() => HttpResponse.json({ success: true }))
    openAccountTab()

    const dialog = await openCancelDialog()
    expect(dialog).toHaveTextContent('Your Pro plan will not renew. You keep it until December 24, 2026')
    expect(within(dialog).getByRole('button', { name: 'Keep my plan' })).toHaveFocus()
    await userEvent.type(within(dialog).getByLabelText('Why are you cancelling? (optional)'), 'Too many polls ')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel subscription' }))

    expect(await screen.findByText('Your subscription has been cancelled.')).toBeInTheDocument()
    expect(sent).toEqual([{ subscriptionId: 'I-1', reason: 'Too many polls' }])
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(await screen.findByText('Cancelled')).toBeInTheDocument()
    expect(screen.getByText('Ends on December 24, 2026')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Cancel subscription' })).not.toBeInTheDocument()
    expect(asked.status).toBe(2)
  })

  it('keeps the plan when she changes her mind', async () => {
    const sent = answerCancel(() => HttpResponse.json({ success: true }))
    answerStatus(renewingPro)
    openAccountTab()

    const dialog = await openCancelDialog()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep my plan' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(sent).toEqual([])
  })

  it('says when there is no subscription id to cancel, and sends nothing', async () => {
    answerStatus({ ...renewingPro, paypalSubscriptionId: null })
    const sent = answerCancel(() => HttpResponse.json({ success: true }))
    openAccountTab()

    const dialog = await openCancelDialog()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel subscription' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('No subscription was found to cancel.')
    expect(sent).toEqual([])
  })

  it('shows the server’s reason when the cancellation fails', async () => {
    answerStatus(renewingPro)
    answerCancel(() =>
      HttpResponse.json({ success: false, code: 'TOO_MANY_REQUESTS', message: 'slow' }, { status: 429 }),
    )
    openAccountTab()

    const dialog = await openCancelDialog()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel subscription' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Too many requests.')
  })

  it('offers a free member the plans', async () => {
    answerStatus(freePlan)
    openAccountTab()

    expect(await screen.findByText('You are on the free Basic plan.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Upgrade' })).toHaveAttribute('href', '/premium')
  })

  it('offers a retry when the status cannot be loaded', async () => {
    answerStatus(HttpResponse.json({ success: false, code: 'SERVER_ERROR', message: 'x' }, { status: 500 }), freePlan)
    openAccountTab()

    expect(await screen.findByRole('alert')).toHaveTextContent('Your subscription could not be loaded.')
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByText('You are on the free Basic plan.')).toBeInTheDocument()
  })
})
