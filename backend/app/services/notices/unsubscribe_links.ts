/*
 * The one-click unsubscribe of a notice e-mail (RFC 8058): a link signed with APP_KEY that names
 * the member and the topic, so it works without signing in and switches off only that topic's
 * e-mails. It does not expire: an old e-mail's link must still stop the next ones.
 */
import encryption from '@adonisjs/core/services/encryption'
import { NOTICE_TOPICS, type NoticeTopic } from '@dilemma/contract/notices'
import { appUrl } from '#config/app'

const PURPOSE = 'notice-unsubscribe'

interface UnsubscribeClaim {
  userId: number
  topic: NoticeTopic
}

export function unsubscribeLink(userId: number, topic: NoticeTopic): string {
  const url = new URL('/api/notices/unsubscribe', appUrl)
  url.searchParams.set('token', encryption.verifier.sign({ userId, topic }, undefined, PURPOSE))
  return url.toString()
}

/** The member and topic a token names, or null when it is not one of ours. */
export function readUnsubscribeToken(token: string): UnsubscribeClaim | null {
  const claim = encryption.verifier.unsign<Partial<UnsubscribeClaim>>(token, PURPOSE)
  if (!claim || typeof claim.userId !== 'number' || !NOTICE_TOPICS.includes(claim.topic as NoticeTopic)) return null
  return { userId: claim.userId, topic: claim.topic as NoticeTopic }
}
