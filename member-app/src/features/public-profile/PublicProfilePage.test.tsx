import type { PostPage, PublicProfile } from '@dilemma/api-client'
import { setupMswServer } from '@dilemma/app-runtime/testing/mswServer'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { postFixture } from '@/testing/postFixture'
import { answerSessionWith, apiBase, apiHealthHandler, renderMemberRoute } from '@/testing/renderMemberApp'
// Loaded up front: the route imports it lazily, which is slow on a cold run.
import './PublicProfilePage'

const server = setupMswServer(apiHealthHandler)

const paula: PublicProfile = {
  id: 5,
  username: 'premium_paula',
  avatar_url: '/uploads/avatars/paula.webp',
  role: 'premiumuser',
  is_featured: true,
  bio: 'Mum of three, loves planning.',
  created_at: '2026-01-15T09:00:00.000Z',
}

const apiError = (status: number, code: string) =>
  HttpResponse.json({ success: false, code, message: code }, { status })

/** Answers the profile (or an error) and her voted polls, each request counted. */
function answerProfile(profile: PublicProfile | Response, votedPage: PostPage = { posts: [], total: 0 }) {
  const asked = { profile: 0, voted: 0 }
  server.use(
    http.get(`${apiBase}/users/:id/public-profile`, () => {
      asked.profile += 1
      return profile instanceof Response ? profile.clone() : HttpResponse.json({ success: true, user: profile })
    }),
    http.get(`${apiBase}/posts/public-voted/:id`, () => {
      asked.voted += 1
      return HttpResponse.json(votedPage)
    }),
    // Her earned badges (entities/badge/components/EarnedBadges.test.tsx covers them).
    http.get(`${apiBase}/users/:id/badges`, () => HttpResponse.json({ success: true, badges: [] })),
  )
  return asked
}

/** A guest opens the profile: the route is public. */
function openProfile(id: number | string = paula.id) {
  answerSessionWith(server, null)
  return renderMemberRoute(`/user/${id}`, { withSession: true })
}

// Cold runs on a busy machine: the first render imports Mantine and the page.
describe('public profile', { timeout: 20_000 }, () => {
  it('shows avatar, name, role badge, bio, member-since date and the polls she voted on', async () => {
    let answer: () => void = () => {}
    const answered = new Promise<void>((resolve) => {
      answer = resolve
    })
    const asked = answerProfile(paula, {
      posts: [postFixture({ id: 3, title: 'Kita oder Tagesmutter?', user_choice: null })],
      total: 1,
    })
    server.use(
      http.get(`${apiBase}/users/:id/public-profile`, async () => {
        await answered
        return HttpResponse.json({ success: true, user: paula })
      }),
    )
    openProfile()

    expect(await screen.findByRole('status', { name: 'Loading the profile…' })).toBeInTheDocument()
    answer()

    expect(await screen.findByRole('heading', { level: 1, name: 'premium_paula' })).toBeInTheDocument()
    expect(screen.getByRole('img', { name: 'premium_paula' })).toHaveAttribute('src', '/uploads/avatars/paula.webp')
    expect(screen.getByText('PREMIUM')).toBeInTheDocument()
    expect(screen.getByText('Mum of three, loves planning.')).toBeInTheDocument()
    expect(screen.getByText('Member since January 15, 2026')).toBeInTheDocument()

    const voted = screen.getByRole('region', { name: 'Polls premium_paula voted on' })
    expect(await within(voted).findByRole('heading', { level: 3, name: 'Kita oder Tagesmutter?' })).toBeInTheDocument()
    // The spec's grid: the cards sit in a grid of two columns from the small breakpoint up.
    expect(within(voted).getByRole('article').parentElement).toHaveClass('mantine-SimpleGrid-root')
    // A guest may look; choosing an option asks her to log in.
    await userEvent.click(within(voted).getByRole('button', { name: 'A: Kita um die Ecke – vote' }))
    expect(await screen.findByRole('dialog', { name: 'Please log in' })).toBeInTheDocument()
    await waitFor(() => expect(document.title).toBe('premium_paula – Dilemma'))
    expect(asked.voted).toBe(1)
  })

  it('says when she has no bio and has not voted yet, without a badge for a basic member', async () => {
    answerProfile({ ...paula, username: 'mia_member', role: 'user', is_featured: false, bio: null })
    openProfile()

    expect(await screen.findByRole('heading', { level: 1, name: 'mia_member' })).toBeInTheDocument()
    expect(screen.getByText('No bio yet.')).toBeInTheDocument()
    expect(screen.queryByText('PREMIUM')).not.toBeInTheDocument()
    expect(screen.queryByText('PRO')).not.toBeInTheDocument()
    expect(await screen.findByText('No votes yet')).toBeInTheDocument()
    expect(screen.getByText('The polls mia_member votes on will appear here.')).toBeInTheDocument()
  })

  it('says when the user does not exist; going back from a first page leads to the feed', async () => {
    const asked = answerProfile(apiError(404, 'USER_NOT_FOUND'))
    const { router } = openProfile(99)

    const alert = await screen.findByRole('alert')
    expect(within(alert).getByRole('heading', { name: 'User not found' })).toBeInTheDocument()
    expect(within(alert).queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument()
    expect(asked).toEqual({ profile: 1, voted: 0 })

    await userEvent.click(screen.getByRole('button', { name: 'Go back' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/feed'))
  })

  it('goes back to the page the reader came from', async () => {
    answerProfile(paula)
    const { router } = openProfile()
    await screen.findByRole('heading', { level: 1, name: 'premium_paula' })

    answerProfile(apiError(404, 'USER_NOT_FOUND'))
    await router.navigate('/user/99')
    await userEvent.click(await screen.findByRole('button', { name: 'Go back' }))

    await waitFor(() => expect(router.state.location.pathname).toBe('/user/5'))
    expect(await screen.findByRole('heading', { level: 1, name: 'premium_paula' })).toBeInTheDocument()
  })

  it('asks nothing for an id that cannot exist', async () => {
    openProfile('abc')
    expect(await screen.findByRole('heading', { name: 'User not found' })).toBeInTheDocument()
  })

  it('shows a loading error with a retry that loads the profile, and a way back', async () => {
    const asked = answerProfile(apiError(500, 'INTERNAL_ERROR'))
    openProfile()

    const alert = await screen.findByRole('alert')
    expect(within(alert).getByRole('heading', { name: 'Error loading the profile' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Go back' })).toBeInTheDocument()

    answerProfile(paula)
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'premium_paula' })).toBeInTheDocument()
    expect(asked.profile).toBe(1)
  })
})
