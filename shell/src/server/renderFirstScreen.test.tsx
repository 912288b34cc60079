import type { Post, PostPage } from '@dilemma/api-client'
// The member app's own fixture: `GET /plans` as the server answers it.
import { demoPlans } from '../../../member-app/src/features/premium/testing/planFixtures'
import { postFixture } from '../../../member-app/src/testing/postFixture'
import { sessionUser } from '@dilemma/app-runtime/testing/sessionUser'
import { firstScreenClockKey } from '@dilemma/app-runtime'
import { firstScreenUserKey } from '../app/firstScreenQueries'
import { describe, expect, it } from 'vitest'
import { renderFirstScreen } from './renderFirstScreen'

/** A guest's card as `GET /posts` answers it: no vote, like, save or report of hers. */
function guestCard(id: number, title: string): Post {
  return postFixture({ id, title, is_featured: false, tags: [] })
}

const page = (...posts: Post[]): PostPage => ({ posts, total: posts.length })

describe('renderFirstScreen', () => {
  it.each([
    ['de', 'Schnelle Entscheidungen. Ehrliche Meinungen.'],
    ['en', 'Quick decisions. Honest opinions.'],
    ['tr', 'Hızlı kararlar. Dürüst fikirler.'],
  ] as const)('renders the landing page in %s', async (language, heroTitle) => {
    const screen = await renderFirstScreen({ url: '/', language })
    expect(screen?.html).toContain(heroTitle)
    expect(screen?.queries).toEqual([])
  })

  it('renders the login form with its texts, not a loader', async () => {
    const screen = await renderFirstScreen({ url: '/login', language: 'en' })
    expect(screen?.html).toContain('Welcome back! Log in with your username or e-mail address.')
    expect(screen?.html).toMatch(/<input[^>]+type="password"/)
  })

  it('shows the cookie notice to a reader who has not accepted it, and only to her', async () => {
    const notice = 'We only use the cookies needed'
    expect((await renderFirstScreen({ url: '/login', language: 'en', cookieNoticeAccepted: false }))?.html).toContain(
      notice,
    )
    expect(
      (await renderFirstScreen({ url: '/login', language: 'en', cookieNoticeAccepted: true }))?.html,
    ).not.toContain(notice)
  })

  it('keeps poll text as text: a title that closes a script stays escaped', async () => {
    const title = '</script><script>alert(1)</script>'
    const screen = await renderFirstScreen({
      url: '/feed',
      language: 'en',
      answers: { feed: { seed: 42, firstPage: page(guestCard(5, title), guestCard(6, 'Kita oder Tagesmutter?')) } },
    })
    expect(screen?.html).toContain('&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;')
    expect(screen?.html).not.toContain('<script>alert(1)')
    expect(screen?.html).toContain('Kita oder Tagesmutter?')
    // The answers for the browser's cache: the seed and the first page under the feed's key, and
    // the time the polls' hours left were counted from.
    expect(screen?.queries).toHaveLength(3)
    expect(JSON.stringify(screen?.queries)).toContain('"seed":42')
    expect(screen?.queries).toContainEqual([firstScreenClockKey, { renderedAt: expect.any(String), timeZone: 'UTC' }])
  })

  it.each([
    ['UTC', 'Nov 27, 2026'],
    ['Pacific/Auckland', 'Nov 28, 2026'],
  ])("shows a poll's date in the reader's time zone, %s, and sends it for the take-over", async (timeZone, date) => {
    const late = postFixture({ id: 5, title: 'Kurz vor Mitternacht?', created_at: '2026-11-27T23:30:00.000Z' })
    const screen = await renderFirstScreen({
      url: '/feed',
      language: 'en',
      answers: { feed: { seed: 1, firstPage: page(late) } },
      timeZone,
    })
    expect(screen?.html).toContain(date)
    expect(screen?.queries).toContainEqual([firstScreenClockKey, { renderedAt: expect.any(String), timeZone }])
  })

  it('shows a guest the guest header: no account of anyone', async () => {
    const screen = await renderFirstScreen({
      url: '/feed',
      language: 'en',
      answers: { feed: { seed: 7, firstPage: page() } },
    })
    expect(screen?.html).toContain('Log in')
    expect(screen?.html).toContain('Register')
    expect(screen?.html).not.toContain('Log out')
  })

  it("renders /premium's plan cards from the plan table the server sends", async () => {
    const screen = await renderFirstScreen({
      url: '/premium',
      language: 'en',
      answers: { plans: demoPlans },
    })
    expect(screen?.html).toContain('€4.99')
    expect(screen?.queries).toEqual([
      [['plans'], demoPlans],
      [firstScreenClockKey, { renderedAt: expect.any(String), timeZone: 'UTC' }],
    ])
  })

  describe("a signed-in member's first screen", () => {
    const ayse = sessionUser('user')

    it('renders her feed with her own vote and like, her header, and sends her user for the session', async () => {
      const voted = postFixture({ id: 5, title: 'Brei oder Fingerfood?', user_choice: 'b', liked: true })
      const screen = await renderFirstScreen({
        url: '/feed',
        language: 'de',
        answers: { feed: { seed: 9, firstPage: page(voted) } },
        user: ayse,
      })
      expect(screen?.html).toContain('Brei oder Fingerfood?')
      expect(screen?.html).not.toContain('Registrieren')
      expect(screen?.queries).toContainEqual([firstScreenUserKey, ayse])
    })

    it.each([
      ['de', 'Noch keine Beschreibung.'],
      ['en', 'No bio yet.'],
      ['tr', 'Henüz bir açıklama yok.'],
    ] as const)(
      'renders her profile header and her first polls in %s, not the login prompt',
      async (language, noBio) => {
        const mine = postFixture({
          id: 8,
          title: 'Urlaub am Meer oder in den Bergen?',
          user_id: ayse.id,
          is_owner: true,
        })
        const screen = await renderFirstScreen({
          url: '/profile',
          language,
          answers: { authoredPosts: { userId: ayse.id, firstPage: page(mine) } },
          user: ayse,
        })
        expect(screen?.html).toContain('ayse')
        expect(screen?.html).toContain(noBio)
        expect(screen?.html).toContain('Urlaub am Meer oder in den Bergen?')
      },
    )

    it("renders a poll's page from GET /posts/{id}'s answer to her; its text stays text", async () => {
      const title = '</script><script>alert(1)</script>'
      const post = { success: true as const, post: postFixture({ id: 12, title, user_choice: 'a' }) }
      const screen = await renderFirstScreen({ url: '/post/12', language: 'en', answers: { post }, user: ayse })
      expect(screen?.html).toContain('&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;')
      expect(screen?.html).not.toContain('<script>alert(1)')
      expect(screen?.html).toContain('Kita um die Ecke')
      expect(screen?.queries).toContainEqual([['posts', 'detail', 12], post])
    })
  })

  it('renders a public profile for a guest: her header, badges and the polls she voted on', async () => {
    const profile = {
      success: true as const,
      user: {
        id: 7,
        username: 'pro_petra',
        avatar_url: null,
        role: 'prouser' as const,
        is_featured: true,
        bio: 'Zwei Kinder.',
        created_at: '2025-03-01T00:00:00.000Z',
      },
    }
    const badges = { success: true as const, badges: [] }
    const votedPosts = page(guestCard(3, 'Brei oder Fingerfood?'))
    const screen = await renderFirstScreen({
      url: '/user/7',
      language: 'en',
      answers: { publicProfile: { profile, badges, votedPosts } },
    })
    expect(screen?.html).toContain('Zwei Kinder.')
    expect(screen?.html).toContain('pro_petra has not earned a badge yet.')
    expect(screen?.html).toContain('Brei oder Fingerfood?')
    expect(screen?.queries.map(([key]) => key)).toEqual([
      ['public-profile', 7],
      ['badges', 'user', 7],
      ['posts', 'user-list', 'voted', 'public', 7],
      firstScreenClockKey,
    ])
  })
})
