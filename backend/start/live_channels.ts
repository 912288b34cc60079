/*
 * The live-results stream (docs/adr/0024-live-results.md): @adonisjs/transmit's three routes
 * under /api, and who may subscribe to which channel (services/live/live_polls.ts). A refused
 * subscription answers 400; an expired session is refused too, and the app refreshes it and asks
 * again.
 */
import type { HttpContext } from '@adonisjs/core/http'
import app from '@adonisjs/core/services/app'
import router from '@adonisjs/core/services/router'
import transmit from '@adonisjs/transmit/services/main'
import { middleware } from '#start/kernel'
import { findViewer } from '#services/accounts/viewer'
import { mayFollowPoll, mayFollowResults } from '#policies/live_poll_access'
import { isDraining, onDrain } from '#services/http/server_drain'

/** How long a browser waits before it opens its stream again (SSE `retry`) once this process ends it. */
const RECONNECT_AFTER_MS = 1_000

/** Set once the app terminates: a stream opened now would hold its shutdown open (so while draining). */
let terminating = false

router
  .group(() =>
    transmit.registerRoutes((route) => {
      const isStream = route.getPattern().endsWith('/events')
      route.use(middleware.liveStreamInput({ channel: !isStream }))
      if (isStream) {
        route.use(({ response }, next) => (terminating || isDraining() ? refuseWhileStopping(response) : next()))
        route.use(middleware.liveStreamCap())
      } else {
        route.use(middleware.liveStreamOwner())
      }
    }),
  )
  .prefix('/api')

/** The browser then tries again a little later, and reaches another process or this one's successor. */
function refuseWhileStopping(response: HttpContext['response']) {
  response.header('Connection', 'close')
  response.status(503).send({ success: false, code: 'SERVER_STOPPING', message: 'The server is restarting.' })
}

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

// Open streams never end by themselves, and the HTTP server's close waits for every connection:
// end them as the process starts to stop (the browsers reconnect, to another process or this one's
// successor, after RECONNECT_AFTER_MS).
function endStreams() {
  for (const [stream] of transmit.getManager().getAllSubscribers()) {
    if (stream.writableEnded) continue
    // Until its response closes, the stream stays listed and a ping may still be written to it.
    stream.on('error', () => {})
    stream.push(`retry: ${RECONNECT_AFTER_MS}\n\n`)
    stream.end()
  }
}
onDrain(endStreams)
app.terminating(() => {
  terminating = true
  endStreams()
})
