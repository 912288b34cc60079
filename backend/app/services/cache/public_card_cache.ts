import { LRUCache } from 'lru-cache'
import type { Language } from '#services/i18n/languages'
import type { SocialCardFormat } from '@dilemma/contract/polls'
import { renderSocialCard, type CardQuestion } from '#services/posts/social_card'

/**
 * The public cards (`og:image` of an active poll) drawn once per poll version, language and
 * format: a render costs 0.3–0.8 s of CPU, and a link shared in a group chat is fetched by every
 * member's messenger. Concurrent requests for one card share one render; at most 32 MB are kept
 * per process (a card is 50–300 KB). A poll's `updatedAt` is in the key, so an edited poll is
 * drawn anew and its old card ages out.
 */
const cards = new LRUCache<string, Promise<Buffer>>({ max: 100 })

export interface PublicCardKey {
  postId: number
  version: string
  language: Language
  format: SocialCardFormat
}

export function publicSocialCard(key: PublicCardKey, question: CardQuestion): Promise<Buffer> {
  const name = `${key.postId}:${key.version}:${key.language}:${key.format}`
  const cached = cards.get(name)
  if (cached) return cached
  const render = renderSocialCard(question, key.language, key.format)
  cards.set(name, render)
  render.catch(() => cards.delete(name))
  return render
}
