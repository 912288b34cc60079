import type { User } from '@dilemma/api-client'
import { setupMswServer } from '@dilemma/app-runtime/testing/mswServer'
import { sessionUser } from '@dilemma/app-runtime/testing/sessionUser'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { answerSessionWith, apiBase, apiHealthHandler, renderMemberRoute } from '@/testing/renderMemberApp'
import { demoPlans } from './testing/planFixtures'
// Loaded up front: the route imports it lazily, which is slow on a cold run.
import './PremiumPage'

const server = setupMswServer(apiHealthHandler)

function answerPlans(answer: () => Response = () => HttpResponse.json(demoPlans)) {
  const asked = { plans: 0 }
  server.use(
    http.get(`${apiBase}/plans`, () => {
      asked.plans += 1
      return answer()
    }),
  )
  return asked
}

function openPremium(user: User | null = null) {
  answerSessionWith(server, user)
  return renderMemberRoute('/premium', { withSession: true })
}

const planCard = (name: string) => screen.findByRole('article', { name })

describe('premium options', { timeout: 20_000 }, () => {
  it('shows the three plans with price, original price and features; Pro is the most popular', async () => {
    answerPlans()
    openPremium()

    expect(await screen.findByRole('heading', { level: 1, name: 'Choose your plan' })).toBeInTheDocument()
    const cards = await screen.findAllByRole('article')
    expect(cards.map((card) => within(card).getByRole('heading', { level: 2 }).textContent)).toEqual([
      'Basic',
      'Pro',
      'Premium',
    ])
    const pro = await planCard('Pro')
    expect(within(pro).getByText('Most popular')).toBeInTheDocument()
    expect(within(pro).getByText('€4.99')).toBeInTheDocument()
    expect(within(pro).getByText('Original price:').parentElement).toHaveTextContent('Original price:€9.99')
    expect(within(pro).getByText('Up to 5 polls a day')).toBeInTheDocument()
    expect(within(await planCard('Basic')).getByText('Free')).toBeInTheDocument()
    expect(within(await planCard('Premium')).queryByText('Most popular')).not.toBeInTheDocument()
    // A guest has no plan to mark.
    expect(screen.queryByText('Your plan')).not.toBeInTheDocument()
  })

  it.each([
    ['Basic', 'Continue for free', '/feed', ''],
    ['Pro', 'Choose Pro', '/payment', '?plan=pro'],
    ['Premium', 'Choose Premium', '/payment', '?plan=enterprise'],
  ])('leads %s on to %s%s', async (plan, button, pathname, search) => {
    answerPlans()
    const { router } = openPremium(sessionUser('user'))

    await userEvent.click(within(await planCard(plan)).getByRole('link', { name: button }))
    await waitFor(() => expect(router.state.location.pathname).toBe(pathname))
    expect(router.state.location.search).toBe(search)
  })

  it('marks the signed-in member’s own plan', async () => {
    answerPlans()
    openPremium(sessionUser('premiumuser'))

    expect(await within(await planCard('Premium')).findByText('Your plan')).toBeInTheDocument()
    expect(screen.getAllByText('Your plan')).toHaveLength(1)
  })

  it('shows the loading state, and a failure with a retry', async () => {
    const asked = answerPlans(() =>
      HttpResponse.json({ success: false, code: 'SERVER_ERROR', message: 'x' }, { status: 500 }),
    )
    openPremium()

    expect(await screen.findByRole('status', { name: 'Loading the plans…' })).toBeInTheDocument()
    const failure = await screen.findByRole('alert')
    expect(within(failure).getByRole('heading', { name: 'The plans could not be loaded' })).toBeInTheDocument()

    answerPlans()
    await userEvent.click(within(failure).getByRole('button', { name: 'Try again' }))
    expect(await planCard('Pro')).toBeInTheDocument()
    expect(asked.plans).toBe(1)
  })
})
