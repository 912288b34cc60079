import type { PlansResponse, PostPage, PostResponse, PublicProfileResponse } from '@dilemma/api-client'
import { firstScreenFeedQueries } from './features/feed/lib/firstScreenFeed'
import { postKeys } from './features/posts/api/postKeys'
import { plansQueryKey } from './features/premium/api/usePlans'
import { publicProfileKey } from './features/public-profile/api/usePublicProfile'

/**
 * What the server fetched for a first screen (issue 27), as the API answers its reader: `/feed`'s
 * first page, `/premium`'s plans, `/post/{id}`'s poll, `/user/{id}`'s public profile.
 */
export interface FirstScreenAnswers {
  feed?: { seed: number; firstPage: PostPage }
  plans?: PlansResponse
  post?: PostResponse
  publicProfile?: PublicProfileResponse
}

type QueryAnswer = [readonly unknown[], unknown]

/** The answers under the query keys the screens ask with, `[queryKey, data]`: none is fetched again. */
export function firstScreenQueries({ feed, plans, post, publicProfile }: FirstScreenAnswers): QueryAnswer[] {
  const answers: QueryAnswer[] = feed ? firstScreenFeedQueries(feed.seed, feed.firstPage) : []
  if (plans) answers.push([plansQueryKey, plans])
  if (post) answers.push([postKeys.detail(post.post.id), post])
  if (publicProfile) answers.push([publicProfileKey(publicProfile.user.id), publicProfile])
  return answers
}
