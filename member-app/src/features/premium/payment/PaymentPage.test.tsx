import type { User } from '@dilemma/api-client'
import { setupMswServer } from '@dilemma/app-runtime/testing/mswServer'
import { sessionUser } from '@dilemma/app-runtime/testing/sessionUser'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { answerSessionWith, apiBase, apiHealthHandler, renderMemberRoute } from '@/testing/renderMemberApp'
import { demoPlans } from '../testing/planFixtures'
// Loaded up front: the routes import them lazily, which is slow on a cold run.
import '../PremiumPage'
import './PaymentPage'

const server = setupMswServer(
  apiHealthHandler,
  http.get(`${apiBase}/plans`, () => HttpResponse.json(demoPlans)),
)

const approveUrl = 'http://127.0.0.1:4010/checkoutnow?token=ORDER-1'
const apiError = (status: number, code: string, message = code) =>
  HttpResponse.json({ success: false, code, message }, { status })

function openPayment(search: string, user: User | null = sessionUser('user')) {
  answerSessionWith(server, user)
  return renderMemberRoute({ pathname: '/payment', search }, { withSession: true })
}

/** `window.location.assign` cannot be spied on in jsdom: the whole location is stubbed instead. */
function stubLocationAssign() {
  const assign = vi.fn()
  vi.stubGlobal('location', { ...window.location, assign })
  return assign
}

afterEach(() => {
  vi.unstubAllGlobals()
})

/** Answers POST /paypal/<call>; returns the bodies sent to it. */
function answerPayPalCall(call: string, answer: () => Response) {
  const sent: unknown[] = []
  server.use(
    http.post(`${apiBase}/paypal/${call}`, async ({ request }) => {
      sent.push(await request.json())
      return answer()
    }),
  )
  return sent
}

const answerCreateOrder = (answer: () => Response) => answerPayPalCall('create-order', answer)
const answerCapture = (answer: () => Response) => answerPayPalCall('capture-order', answer)

async function chooseOneMonth() {
  await userEvent.click(await screen.findByRole('radio', { name: 'One month, no renewal' }))
}

async function choosePayPal() {
  const methods = await screen.findByRole('group', { name: 'Payment method' })
  expect(within(methods).getByRole('button', { name: /Credit card/ })).toBeDisabled()
  expect(within(methods).getByRole('button', { name: /Klarna/ })).toBeDisabled()
  expect(within(methods).getByRole('button', { name: /Apple Pay/ })).toBeDisabled()
  expect(within(methods).getAllByText('Coming soon')).toHaveLength(3)
  const paypal = within(methods).getByRole('button', { name: 'PayPal' })
  await userEvent.click(paypal)
  expect(paypal).toHaveAttribute('aria-pressed', 'true')
  return screen.findByRole('group', { name: 'Pay with PayPal' })
}

describe('payment page', { timeout: 20_000 }, () => {
  it('offers monthly (the default) or one month; monthly creates the subscription and goes to PayPal', async () => {
    const assign = stubLocationAssign()
    const subscriptionApproval = 'http://127.0.0.1:4010/webapps/billing/subscriptions?ba_token=BA-1'
    const sent = answerPayPalCall('create-subscription', () =>
      HttpResponse.json({ id: 'I-1', approveUrl: subscriptionApproval }),
    )
    openPayment('?plan=enterprise')

    const monthly = await screen.findByRole('radio', { name: 'Monthly, renews automatically (cancel any time)' })
    expect(monthly).toBeChecked()
    expect(screen.getByRole('radio', { name: 'One month, no renewal' })).not.toBeChecked()
    const buttons = await choosePayPal()
    await userEvent.click(within(buttons).getByRole('button', { name: 'PayPal' }))

    await waitFor(() => expect(assign).toHaveBeenCalledWith(subscriptionApproval))
    expect(sent).toEqual([{ plan: 'enterprise' }])
  })

  it('shows the chosen plan, the demo banner and PayPal’s buttons; one month creates the order and goes to PayPal', async () => {
    const assign = stubLocationAssign()
    const sent = answerCreateOrder(() => HttpResponse.json({ id: 'ORDER-1', approveUrl }))
    openPayment('?plan=pro')

    expect(await screen.findByText('Demo payment')).toBeInTheDocument()
    expect(await screen.findByRole('heading', { level: 2, name: 'Pro' })).toBeInTheDocument()
    expect(screen.getByText('€4.99')).toBeInTheDocument()
    expect(screen.queryByRole('group', { name: 'Pay with PayPal' })).not.toBeInTheDocument()
    await chooseOneMonth()

    const buttons = await choosePayPal()
    expect(
      within(buttons)
        .getAllByRole('button')
        .map((button) => button.textContent?.replace(/\s+/g, ' ')),
    ).toEqual(['PayPal', 'PayPal Pay Later', 'Debit or Credit Card'])
    await userEvent.click(within(buttons).getByRole('button', { name: 'PayPal' }))

    await waitFor(() => expect(assign).toHaveBeenCalledWith(approveUrl))
    expect(sent).toEqual([{ plan: 'pro' }])
  })

  it('says when the order cannot be created: the server’s reason, else the fallback', async () => {
    stubLocationAssign()
    answerCreateOrder(() => apiError(422, 'INVALID_PLAN'))
    openPayment('?plan=enterprise')
    await chooseOneMonth()
    const buttons = await choosePayPal()
    await userEvent.click(within(buttons).getByRole('button', { name: 'Debit or Credit Card' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('This plan does not exist.')

    answerCreateOrder(() => apiError(500, 'SOMETHING_ODD'))
    await userEvent.click(within(buttons).getByRole('button', { name: 'PayPal' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to initiate PayPal payment.')
  })

  it('says she already has a monthly plan when one renews', async () => {
    stubLocationAssign()
    answerPayPalCall('create-subscription', () => apiError(409, 'SUBSCRIPTION_ACTIVE'))
    openPayment('?plan=pro')
    const buttons = await choosePayPal()
    await userEvent.click(within(buttons).getByRole('button', { name: 'PayPal' }))

    expect(await screen.findByRole('alert')).toHaveTextContent('You already have a monthly plan.')
  })

  it('says clearly when payments are not set up on the server', async () => {
    stubLocationAssign()
    answerPayPalCall('create-subscription', () => apiError(503, 'PAYMENTS_NOT_CONFIGURED'))
    openPayment('?plan=pro')
    const buttons = await choosePayPal()
    await userEvent.click(within(buttons).getByRole('button', { name: 'PayPal' }))

    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Payments are not available')
    expect(alert).toHaveTextContent('PayPal payments are not set up on this server')
  })

  it('asks a guest to log in', async () => {
    openPayment('?plan=pro', null)
    expect(await screen.findByText('Please log in to pay for your plan.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login')
  })

  it('returns to the plans 3 s after an invalid plan', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    try {
      const { router } = openPayment('?plan=gold')
      expect(await screen.findByRole('alert')).toHaveTextContent('This plan does not exist.')

      act(() => vi.advanceTimersByTime(2900))
      expect(router.state.location.pathname).toBe('/payment')
      await act(async () => vi.advanceTimersByTime(100))
      // The plans page is a lazy route: the navigation completes once it has loaded.
      await waitFor(() => expect(router.state.location.pathname).toBe('/premium'))
    } finally {
      vi.useRealTimers()
    }
  })
})

describe('payment page: back from PayPal', { timeout: 20_000 }, () => {
  it('captures the approved order once, cleans the address and names the new plan; closing goes to the feed', async () => {
    const sent = answerCapture(() =>
      HttpResponse.json({ status: 'COMPLETED', role: 'prouser', renewalDate: '2026-12-24T16:00:00.000Z' }),
    )
    const { router } = openPayment('?plan=pro&status=success&token=ORDER-1&PayerID=PAYER-9')

    const modal = await screen.findByRole('dialog', { name: 'Payment successful' })
    expect(modal).toHaveTextContent('You are now a Pro member')
    expect(modal).not.toHaveTextContent('renews')
    expect(sent).toEqual([{ orderID: 'ORDER-1', userId: 7, plan: 'pro' }])
    expect(router.state.location.search).toBe('?plan=pro')

    await userEvent.click(within(modal).getByRole('button', { name: 'Go to the feed' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/feed'))
  })

  it('names Premium after a capture of the enterprise plan', async () => {
    answerCapture(() => HttpResponse.json({ status: 'COMPLETED', role: 'premiumuser', renewalDate: null }))
    openPayment('?plan=enterprise&status=success&token=ORDER-2&PayerID=PAYER-9')
    expect(await screen.findByRole('dialog', { name: 'Payment successful' })).toHaveTextContent(
      'You are now a Premium member',
    )
  })

  it('shows the cancelled message and captures nothing', async () => {
    const sent = answerCapture(() => HttpResponse.json({}))
    const { router } = openPayment('?plan=pro&status=cancelled&token=ORDER-1')

    expect(await screen.findByText('Payment cancelled')).toBeInTheDocument()
    expect(screen.getByRole('group', { name: 'Payment method' })).toBeInTheDocument()
    expect(router.state.location.search).toBe('?plan=pro')
    expect(sent).toEqual([])
  })

  it.each([
    ['a refused capture', () => apiError(402, 'PAYMENT_FAILED', 'TRANSACTION_REFUSED'), 'Payment failed'],
    ['a capture not completed', () => HttpResponse.json({ status: 'DECLINED', role: 'user' }), 'Payment failed'],
    ['another member’s order', () => apiError(403, 'FORBIDDEN'), 'Your plan could not be updated'],
  ])('explains %s', async (_case, answer, title) => {
    answerCapture(answer)
    openPayment('?plan=pro&status=success&token=ORDER-1&PayerID=PAYER-9')
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent(title)
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('gives the reason when the plan could not be updated', async () => {
    answerCapture(() => apiError(403, 'FORBIDDEN'))
    openPayment('?plan=pro&status=success&token=ORDER-1&PayerID=PAYER-9')
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not switch you to your new plan: You are not allowed to do that.',
    )
  })
})

describe('payment page: back from a monthly subscription', { timeout: 20_000 }, () => {
  it('confirms the subscription once and names the plan and its next billing date', async () => {
    const sent = answerPayPalCall('confirm-subscription', () =>
      HttpResponse.json({ status: 'ACTIVE', role: 'prouser', renewalDate: '2026-12-24T16:00:00.000Z' }),
    )
    const { router } = openPayment(
      '?plan=pro&billing=monthly&status=success&subscription_id=I-1&ba_token=BA-1&token=BA-1',
    )

    const modal = await screen.findByRole('dialog', { name: 'Payment successful' })
    expect(modal).toHaveTextContent('You are now a Pro member')
    expect(modal).toHaveTextContent('It renews automatically on December 24, 2026')
    expect(sent).toEqual([{ subscriptionID: 'I-1' }])
    expect(router.state.location.search).toBe('?plan=pro')
  })

  it('says when PayPal has not confirmed the approval yet', async () => {
    answerPayPalCall('confirm-subscription', () => apiError(409, 'SUBSCRIPTION_NOT_APPROVED'))
    openPayment('?plan=pro&billing=monthly&status=success&subscription_id=I-1')

    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Subscription not approved yet')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })
})

describe('payment page: PayPal holds or declines', { timeout: 20_000 }, () => {
  it('says a PENDING payment is being checked, without the success modal or the buttons', async () => {
    answerCapture(() => HttpResponse.json({ success: true, status: 'PENDING' }))
    openPayment('?plan=pro&status=success&token=ORDER-1&PayerID=PAYER-9')

    const title = await screen.findByText('Your payment is being checked')
    const status = title.closest('[role="status"]')
    expect(status).toHaveTextContent('You do not need to pay again.')
    expect(status).toHaveTextContent('if PayPal declines it, we will email you that instead')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(screen.queryByRole('group', { name: 'Payment method' })).not.toBeInTheDocument()
  })

  it('sends her back to PayPal when her funding source was declined', async () => {
    const assign = stubLocationAssign()
    const payerActionUrl = 'http://127.0.0.1:4010/checkoutnow?token=ORDER-1'
    answerCapture(() =>
      HttpResponse.json(
        {
          success: false,
          code: 'PAYMENT_FAILED',
          message: 'The payment was not completed.',
          reason: 'INSTRUMENT_DECLINED',
          payerActionUrl,
        },
        { status: 402 },
      ),
    )
    openPayment('?plan=pro&status=success&token=ORDER-1&PayerID=PAYER-9')

    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Choose another way to pay')
    expect(within(alert).getByRole('link', { name: 'Back to PayPal' })).toHaveAttribute('href', payerActionUrl)
    await waitFor(() => expect(assign).toHaveBeenCalledWith(payerActionUrl))
  })

  it('follows no payer-action address that is not a web address', async () => {
    const assign = stubLocationAssign()
    answerCapture(() =>
      HttpResponse.json(
        { success: false, code: 'PAYMENT_FAILED', message: 'x', payerActionUrl: 'javascript:alert(1)' },
        { status: 402 },
      ),
    )
    openPayment('?plan=pro&status=success&token=ORDER-1&PayerID=PAYER-9')

    expect(await screen.findByRole('alert')).toHaveTextContent('Payment failed')
    expect(assign).not.toHaveBeenCalled()
  })
})
