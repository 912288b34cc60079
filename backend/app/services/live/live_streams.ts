/*
 * The live-results streams: who holds them and when they end. A stream belongs to the session
 * that opened it, or to the first session that subscribes it when a guest opened it (a visitor
 * who signs in keeps her tab's stream); only that session may subscribe or unsubscribe it. The
 * owner is kept in the shared cache (Redis with REDIS_HOST), since a subscription may reach
 * another process than the stream. Ending a session ends its streams on every process (through
 * the shared caches' invalidations); the browser opens a new one at once, as whoever it now is.
 */
import type { ServerResponse } from 'node:http'
import cache from '@adonisjs/cache/services/main'
import logger from '@adonisjs/core/services/logger'
import transmit from '@adonisjs/transmit/services/main'
import { broadcastInvalidation, listenAs } from '#services/cache/shared_cache'

/** Open streams one session may hold: a member has one per tab. */
export const STREAMS_PER_SESSION = 20
/** Open streams one address may hold: several people may share one (a household, an office). */
export const STREAMS_PER_ADDRESS = 50

export interface StreamSession {
  sessionId: number
  userId: number
}

export interface StreamOwner {
  session: StreamSession | null
  address: string
}

const openStreams = new Map<ServerResponse, StreamOwner>()
const owners = () => cache.namespace('live_stream_owners')
const OWNER_TTL = '1d'
const ENDINGS = 'live_streams'

/** The streams open on this process that `owner`'s session and `owner`'s address hold. */
export function countOpenStreams(owner: StreamOwner) {
  let ofSession = 0
  let ofAddress = 0
  for (const open of openStreams.values()) {
    if (owner.session !== null && open.session?.sessionId === owner.session.sessionId) ofSession++
    if (open.address === owner.address) ofAddress++
  }
  return { ofSession, ofAddress }
}

/** Why a new stream of `owner` is refused, or null when it may open. */
export function streamCapReached(owner: StreamOwner): 'session' | 'address' | null {
  const { ofSession, ofAddress } = countOpenStreams(owner)
  if (ofSession >= STREAMS_PER_SESSION) return 'session'
  return ofAddress >= STREAMS_PER_ADDRESS ? 'address' : null
}

/** Counts the stream `uid`, answered by `response`, until it closes, and records its owner. */
export async function trackStream(uid: string, response: ServerResponse, owner: StreamOwner) {
  openStreams.set(response, owner)
  response.once('close', () => openStreams.delete(response))
  if (owner.session) await owners().set({ key: uid, value: owner.session, ttl: OWNER_TTL })
  else await owners().delete({ key: uid })
}

/**
 * Whether `session` (null: a guest) may subscribe or unsubscribe stream `uid`; the first session
 * to subscribe a guest's stream makes it hers.
 */
export async function mayUseStream(uid: string, session: StreamSession | null): Promise<boolean> {
  const owner = await owners().get<StreamSession>({ key: uid })
  if (owner) return owner.sessionId === session?.sessionId
  if (session) await owners().set({ key: uid, value: session, ttl: OWNER_TTL })
  return true
}

/** Ends, on every process, the streams of one session, or of every session of a user but one. */
export async function endStreamsOf(scope: { sessionId: number } | { userId: number; exceptSessionId?: number }) {
  const key = JSON.stringify(scope)
  await endLocally(key)
  await broadcastInvalidation(ENDINGS, key)
}

/**
 * Ends this process's streams that `key` (an endStreamsOf scope) names. A failure is logged, not
 * thrown: the session has ended already, and its streams can follow nothing new (each
 * subscription is checked against the session).
 */
async function endLocally(key: string) {
  const scope = JSON.parse(key) as { sessionId?: number; userId?: number; exceptSessionId?: number }
  try {
    for (const [stream] of transmit.getManager().getAllSubscribers()) {
      const owner = await owners().get<StreamSession>({ key: stream.getUid() })
      if (!owner) continue
      const ends =
        scope.sessionId !== undefined
          ? owner.sessionId === scope.sessionId
          : owner.userId === scope.userId && owner.sessionId !== scope.exceptSessionId
      if (ends) stream.end()
    }
  } catch (error) {
    logger.warn({ err: error, scope }, 'could not end the live streams of an ended session')
  }
}

listenAs(ENDINGS, { forgetLocally: (key) => void endLocally(key) })
