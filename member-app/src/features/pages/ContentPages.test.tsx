import type { SiteFacts } from '@dilemma/api-client'
import { setupMswServer } from '@dilemma/app-runtime/testing/mswServer'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { apiBase, apiHealthHandler, renderMemberRoute } from '@/testing/renderMemberApp'
import { FAQ_CATEGORIES } from './lib/faqCatalogue'
import { siteFacts } from './testing/siteFactsFixture'
// Loaded up front: the routes import them lazily, which is slow on a cold run.
import './FaqPage'
import './ImpressumPage'
import './PrivacyPage'
import './TermsPage'

const server = setupMswServer(apiHealthHandler)

function answerSiteFacts(answer: () => Response = () => HttpResponse.json(siteFacts)) {
  const asked = { count: 0 }
  server.use(
    http.get(`${apiBase}/site-facts`, () => {
      asked.count += 1
      return answer()
    }),
  )
  return asked
}

const withFacts = (change: Partial<SiteFacts>) => () => HttpResponse.json({ ...siteFacts, ...change })

describe('FAQ', { timeout: 20_000 }, () => {
  it('shows the eight categories as accordions of questions', async () => {
    answerSiteFacts()
    renderMemberRoute('/faq')

    expect(await screen.findByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeInTheDocument()
    await screen.findByRole('button', { name: 'What is Dilemma?' })
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'General',
      'Registration & Login',
      'Posting & Voting',
      'Membership & Benefits',
      'Badges & Level System',
      'Technical Questions',
      'What is not allowed',
      'Copyright',
    ])
    const questions = FAQ_CATEGORIES.flatMap((category) => category.questions)
    expect(screen.getAllByRole('button', { expanded: false })).toHaveLength(questions.length)
  })

  it('fills every figure of an answer from the server’s site facts', async () => {
    answerSiteFacts(
      withFacts({
        plans: siteFacts.plans.map((plan) => (plan.id === 'pro' ? { ...plan, price: 5.49 } : plan)),
        postsPerDay: { user: 3, prouser: 6, premiumuser: 12, admin: null },
        voteLimit: { min: 13, max: 4999 },
      }),
    )
    renderMemberRoute('/faq')

    await userEvent.click(await screen.findByRole('button', { name: 'What do the plans cost?' }))
    const prices = await screen.findByText(/Pro costs/)
    expect(prices).toHaveTextContent('Pro costs €5.49 a month: 6 polls a day')
    expect(prices).toHaveTextContent('Premium costs €9.99 a month: 12 polls a day')

    await userEvent.click(screen.getByRole('button', { name: 'What is a vote limit?' }))
    expect(await screen.findByText(/an odd number from 13 to 4,999/)).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Which tiers are there?' }))
    expect(
      await screen.findByText(/Login streak \(days in a row\) \(1, 7, 15, 30, 60, 90, 120, 240, and 365\)/),
    ).toBeInTheDocument()
  })

  it('opens the question a deep link names', async () => {
    answerSiteFacts()
    renderMemberRoute('/faq#trial')

    const trial = await screen.findByRole('button', { name: 'Is there a trial?' })
    expect(trial).toHaveAttribute('aria-expanded', 'true')
    expect(await screen.findByText(/New members get Pro free for 30 days/)).toBeVisible()
    expect(screen.getByRole('button', { name: 'What is Dilemma?' })).toHaveAttribute('aria-expanded', 'false')
  })

  it('shows the loading state, and a failure with a retry', async () => {
    const asked = answerSiteFacts(() =>
      HttpResponse.json({ success: false, code: 'SERVER_ERROR', message: 'x' }, { status: 500 }),
    )
    renderMemberRoute('/faq')

    expect(await screen.findByRole('status', { name: 'Loading the page…' })).toBeInTheDocument()
    const failure = await screen.findByRole('alert')
    expect(within(failure).getByRole('heading', { name: 'The page could not be loaded' })).toBeInTheDocument()

    answerSiteFacts()
    await userEvent.click(within(failure).getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('button', { name: 'What is Dilemma?' })).toBeInTheDocument()
    expect(asked.count).toBe(1)
  })
})

describe('terms and privacy', { timeout: 20_000 }, () => {
  it.each([
    ['/terms', 'Terms of service', 'Questions about these terms: hallo@dilemma.de'],
    ['/privacy', 'Privacy policy', 'Contact for all data protection questions: hallo@dilemma.de'],
  ])('%s shows its text, the last-updated date and the configured contact', async (path, title, contact) => {
    answerSiteFacts(withFacts({ contactEmail: 'hallo@dilemma.de' }))
    renderMemberRoute(path)

    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument()
    expect(screen.getByText(/^Last updated: \w+ \d{1,2}, \d{4}$/)).toBeInTheDocument()
    expect(await screen.findByText(contact, { exact: false })).toBeInTheDocument()
  })

  it('the privacy policy names the cookies and the EXIF removal', async () => {
    answerSiteFacts()
    renderMemberRoute('/privacy')

    const cookies = await screen.findByRole('region', { name: '3. Cookies' })
    for (const name of [
      'dilemma_access',
      'dilemma_refresh',
      'dilemma_device',
      'dilemma_session',
      'dilemma_cookie_consent',
      'dilemma_time_zone',
      'XSRF-TOKEN',
    ]) {
      expect(cookies).toHaveTextContent(name)
    }
    expect(screen.getByRole('region', { name: '5. Images' })).toHaveTextContent(/EXIF/)
  })

  it('the privacy policy names each retention period as the server is configured, and the archive', async () => {
    const retentionDays = {
      endedSessions: 31,
      expiredInvitations: 32,
      usedTokens: 1,
      readNotices: 181,
      webhookEvents: 91,
      dataExports: 8,
    }
    answerSiteFacts(withFacts({ retentionDays }))
    renderMemberRoute('/privacy')

    const retention = await screen.findByRole('region', { name: '8. How long we keep data' })
    for (const period of ['31 days', '32 days', '1 day', '181 days', '91 days']) {
      expect(retention).toHaveTextContent(period)
    }
    expect(screen.getByRole('region', { name: '9. A copy of your data' })).toHaveTextContent(/kept for 8 days/)
  })
})

describe('imprint', { timeout: 20_000 }, () => {
  it('marks unconfigured operator details as sample values and has the four disclaimer sections', async () => {
    answerSiteFacts()
    renderMemberRoute('/impressum')

    expect(await screen.findByRole('heading', { level: 1, name: 'Imprint' })).toBeInTheDocument()
    const sample = await screen.findByText(/Sample values/)
    expect(sample.closest('[role="alert"], .mantine-Alert-root')).toHaveTextContent('Beispielangaben')
    const provider = screen.getByRole('region', { name: 'Angaben gemäß § 5 DDG' })
    expect(within(provider).getByText('Dilemma Beispiel GmbH')).toBeInTheDocument()
    const disclaimer = screen.getByRole('region', { name: 'Haftungsausschluss' })
    expect(
      within(disclaimer)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['1. Haftung für Inhalte', '2. Haftung für Links', '3. Urheberrecht', '4. Affiliate-Links und Werbung'])
    // The product has no comments (spec §1); the disclaimer is the same German text in every language.
    expect(disclaimer).toHaveTextContent('etwa die Umfragen und Bilder unserer Mitglieder')
    expect(disclaimer).not.toHaveTextContent(/Kommentar/i)
  })

  it('shows configured details without the sample marker', async () => {
    answerSiteFacts(
      withFacts({
        imprint: { name: 'Dilemma UG', address: 'Hauptstraße 5, 50667 Köln', taxId: 'DE123456789', demo: false },
      }),
    )
    renderMemberRoute('/impressum')

    expect(await screen.findByText(/DE123456789/)).toBeInTheDocument()
    expect(screen.queryByText('Beispielangaben')).not.toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'kontakt@dilemma.example' })).toHaveAttribute(
      'href',
      'mailto:kontakt@dilemma.example',
    )
  })
})
