import type { PostPage } from '@dilemma/api-client'
import type { QueryClient } from '@dilemma/app-runtime'
import { postKeys, firstPostPages } from '@/entities/post'
import { defaultFeedFilters, feedQueryOf, selectionFromParams } from './feedFilters'
import { sessionFeedSeed } from './feedSeed'

/** Where the server's first screen leaves the random order's seed of the page it sent. */
const firstScreenSeedKey = ['feed', 'first-screen-seed'] as const

/**
 * The query answers of a guest's `/feed` as the server sends them with its first screen:
 * the seed of its random order and the first page of polls under the key the feed asks with, so
 * that the page neither fetches that page again nor shows another order.
 */
export function firstScreenFeedQueries(seed: number, firstPage: PostPage): [readonly unknown[], unknown][] {
  const query = feedQueryOf(defaultFeedFilters, selectionFromParams(new URLSearchParams()), seed, false)
  return [
    [firstScreenSeedKey, seed],
    [postKeys.feed(query), firstPostPages(firstPage)],
  ]
}

/** The feed's seed: the server's, when its first screen came with one (kept for the session), else the session's. */
export function feedSeedOf(queryClient: QueryClient): number {
  const sent = queryClient.getQueryData<number>(firstScreenSeedKey)
  if (import.meta.env.SSR) return sent ?? 0
  return sessionFeedSeed(window.sessionStorage, sent)
}
