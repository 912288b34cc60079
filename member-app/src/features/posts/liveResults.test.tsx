import type { Post } from '@dilemma/api-client'
import { FakeLiveEvents } from '@dilemma/app-runtime/testing/fakeLiveEvents'
import { setupMswServer } from '@dilemma/app-runtime/testing/mswServer'
import { sessionUser } from '@dilemma/app-runtime/testing/sessionUser'
import { screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { postFixture } from '@/testing/postFixture'
import { answerSessionWith, apiBase, apiHealthHandler, renderMemberRoute } from '@/testing/renderMemberApp'
// Loaded up front: the route imports it lazily, which is slow on a cold run.
import './PostDetailPage'

const server = setupMswServer(
  apiHealthHandler,
  http.get(`${apiBase}/ai/analysis/:postId`, () => HttpResponse.json({ success: true, data: null })),
)

async function openLivePost(post: Post, { signedIn }: { signedIn: boolean }) {
  answerSessionWith(server, signedIn ? sessionUser('user') : null)
  server.use(
    http.get(`${apiBase}/posts/:id`, ({ params }) =>
      HttpResponse.json({ success: true, post: { ...post, id: Number(params.id) } }),
    ),
  )
  const live = new FakeLiveEvents()
  const rendered = renderMemberRoute(`/post/${post.id}`, { withSession: true, live })
  await screen.findByRole('heading', { level: 1, name: post.title })
  return { live, ...rendered }
}

describe('live results on a poll card', { timeout: 20_000 }, () => {
  it('a guest follows the total only, and sees the final results when the poll closes', async () => {
    const { live } = await openLivePost(postFixture({ vote_limit: 5 }), { signedIn: false })
    await waitFor(() => expect(live.followed).toEqual(['polls/1']))
    expect(screen.getByText('3 votes in total')).toBeInTheDocument()

    live.emit('polls/1', { total_votes: 4, status: 'active' })
    expect(await screen.findByText('4 votes in total')).toBeInTheDocument()
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument()

    live.emit('polls/1', { total_votes: 5, status: 'passive', vote_counts: { a: 3, b: 2, c: 0, d: 0 } })
    expect(await screen.findByText('Poll closed')).toBeInTheDocument()
    expect(screen.getAllByRole('progressbar')).toHaveLength(2)
  })

  it('a member who voted follows the counts; a decided poll says so; an older event changes nothing', async () => {
    const { live } = await openLivePost(postFixture({ user_choice: 'a', vote_limit: 11 }), { signedIn: true })
    await waitFor(() => expect(live.followed).toEqual(['polls/1/results']))

    // 8 for A, 1 for B, 1 vote left: B cannot catch up.
    live.emit('polls/1/results', { total_votes: 10, status: 'active', vote_counts: { a: 8, b: 2, c: 0, d: 0 } })
    expect(await screen.findByText('Decided: option A can no longer be overtaken.')).toBeInTheDocument()
    expect(screen.getByText('10 votes in total')).toBeInTheDocument()

    live.emit('polls/1/results', { total_votes: 9, status: 'active', vote_counts: { a: 7, b: 2, c: 0, d: 0 } })
    expect(screen.getByText('10 votes in total')).toBeInTheDocument()
  })

  it('stops following a card that leaves the page', async () => {
    const { live, router } = await openLivePost(postFixture(), { signedIn: false })
    await waitFor(() => expect(live.followed).toEqual(['polls/1']))
    await router.navigate('/post/2')
    await waitFor(() => expect(live.followed).toEqual(['polls/2']))
  })
})
