/*
 * The live-results stream (docs/decisions.md, "Live results"): @adonisjs/transmit's three routes
 * under /api, and who may subscribe to which channel (services/live_polls.ts). A refused
 * subscription answers 400; an expired session is refused too, and the app refreshes it and asks
 * again.
 */
import type { HttpContext } from '@adonisjs/core/http'
import router from '@adonisjs/core/services/router'
import transmit from '@adonisjs/transmit/services/main'
import { middleware } from '#start/kernel'
import { findViewer } from '#services/viewer'
import { mayFollowPoll, mayFollowResults } from '#actions/posts/live_poll_access'

router
  .group(() =>
    transmit.registerRoutes((route) =>
      route.use(middleware.liveStreamInput({ channel: !route.getPattern().endsWith('/events') })),
    ),
  )
  .prefix('/api')

type PollParams = { id: string }

transmit.authorize<PollParams>('polls/:id', async (ctx: HttpContext, { id }) =>
  mayFollowPoll(await findViewer(ctx), Number(id)),
)

transmit.authorize<PollParams>('polls/:id/results', async (ctx: HttpContext, { id }) =>
  mayFollowResults(await findViewer(ctx), Number(id)),
)

transmit.authorize<{ userId: string }>('users/:userId/notices', async (ctx: HttpContext, { userId }) => {
  const viewer = await findViewer(ctx)
  return viewer !== null && viewer.id === Number(userId)
})
