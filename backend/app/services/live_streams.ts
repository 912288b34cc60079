/*
 * The live-results streams open on this process, each with the session that opened it (null for
 * a guest) and its client address: the caps on open streams count them.
 */
import type { ServerResponse } from 'node:http'

/** Open streams one session may hold: a member has one per tab. */
export const STREAMS_PER_SESSION = 20
/** Open streams one address may hold: several people may share one (a household, an office). */
export const STREAMS_PER_ADDRESS = 50

export interface StreamOwner {
  sessionId: number | null
  address: string
}

const openStreams = new Map<ServerResponse, StreamOwner>()

/** The streams open on this process that `owner`'s session and `owner`'s address hold. */
export function countOpenStreams(owner: StreamOwner) {
  let ofSession = 0
  let ofAddress = 0
  for (const open of openStreams.values()) {
    if (owner.sessionId !== null && open.sessionId === owner.sessionId) ofSession++
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

/** Counts the stream answered by `response` until that response closes. */
export function trackStream(response: ServerResponse, owner: StreamOwner) {
  openStreams.set(response, owner)
  response.once('close', () => openStreams.delete(response))
}
