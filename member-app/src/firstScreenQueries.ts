import type { PlansResponse, PostPage } from '@dilemma/api-client'
import { firstScreenFeedQueries } from './features/feed/lib/firstScreenFeed'
import { plansQueryKey } from './features/premium/api/usePlans'

/** What the server fetched for a guest's first screen (issue 27): `/feed`'s first page, `/premium`'s plans. */
export interface FirstScreenAnswers {
  feed?: { seed: number; firstPage: PostPage }
  plans?: PlansResponse
}

/** The answers under the query keys the screens ask with, `[queryKey, data]`: none is fetched again. */
export function firstScreenQueries({ feed, plans }: FirstScreenAnswers): [readonly unknown[], unknown][] {
  return [
    ...(feed ? firstScreenFeedQueries(feed.seed, feed.firstPage) : []),
    ...(plans ? [[plansQueryKey, plans] as [readonly unknown[], unknown]] : []),
  ]
}
