import type { PublicProfile } from '@dilemma/api-client'
import { setupMswServer } from '@dilemma/app-runtime/testing/mswServer'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { answerSessionWith, apiBase, apiHealthHandler, renderMemberRoute } from '@/testing/renderMemberApp'
import { earnedBadge } from '../testing/badgeFixtures'

const server = setupMswServer(apiHealthHandler)

const paula: PublicProfile = {
  id: 5,
  username: 'premium_paula',
  avatar_url: null,
  role: 'user',
  is_featured: false,
  bio: null,
  created_at: '2026-01-15T09:00:00.000Z',
}

function answerProfileWithBadges(...answers: Array<object | Response>) {
  const askedFor: string[] = []
  answerSessionWith(server, null)
  server.use(
    http.get(`${apiBase}/users/:id/public-profile`, () => HttpResponse.json({ success: true, user: paula })),
    http.get(`${apiBase}/posts/public-voted/:id`, () => HttpResponse.json({ posts: [], total: 0 })),
    http.get(`${apiBase}/users/:id/badges`, ({ params }) => {
      const answer = answers[Math.min(askedFor.length, answers.length - 1)]!
      askedFor.push(String(params.id))
      return answer instanceof Response ? answer.clone() : HttpResponse.json(answer)
    }),
  )
  return askedFor
}

async function badgesSection() {
  renderMemberRoute('/user/5', { withSession: true })
  return screen.findByRole('region', { name: 'Badges' })
}

describe('earned badges on the public profile', { timeout: 15_000 }, () => {
  it('lists her earned badges, newest first, by their translated names', async () => {
    const askedFor = answerProfileWithBadges({
      success: true,
      badges: [earnedBadge('LOGIN_STREAK', 2, 7), earnedBadge('VOTES_GIVEN', 1, 1)],
    })
    const section = await badgesSection()

    const items = await within(section).findAllByRole('listitem')
    expect(items.map((item) => item.textContent)).toEqual(['7-day streak', 'First vote'])
    expect(askedFor).toEqual(['5'])
  })

  it('says when she has none yet', async () => {
    answerProfileWithBadges({ success: true, badges: [] })
    const section = await badgesSection()
    expect(await within(section).findByText('premium_paula has not earned a badge yet.')).toBeInTheDocument()
  })

  it('says when they could not be loaded and retries', async () => {
    answerProfileWithBadges(HttpResponse.json({ success: false, code: 'INTERNAL', message: 'boom' }, { status: 500 }), {
      success: true,
      badges: [earnedBadge('POST_SAVE', 1, 1)],
    })
    const section = await badgesSection()
    expect(await within(section).findByRole('alert')).toHaveTextContent('The badges could not be loaded.')
    await userEvent.click(within(section).getByRole('button', { name: 'Try again' }))
    expect(await within(section).findByText('First bookmark')).toBeInTheDocument()
  })
})
