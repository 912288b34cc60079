import type {
  EarnedBadgesResponse,
  PlansResponse,
  PostPage,
  PostResponse,
  PublicProfileResponse,
} from '@dilemma/api-client'
import { badgeKeys } from './components/badges/api/badgeKeys'
import { firstScreenFeedQueries } from './features/feed/lib/firstScreenFeed'
import { postKeys } from './features/posts/api/postKeys'
import { firstPostPages } from './components/posts/lib/postPages'
import { plansQueryKey } from './features/premium/api/usePlans'
import { publicProfileKey } from './lib/api/usePublicProfile'

/**
 * What the server fetched for a first screen (issue 27), as the API answers its reader: `/feed`'s
 * first page, `/premium`'s plans, `/post/{id}`'s poll, `/profile`'s first page of "my polls", and
 * `/user/{id}`'s public profile with her badges and the first page of the polls she voted on.
 */
export interface FirstScreenAnswers {
  feed?: { seed: number; firstPage: PostPage }
  plans?: PlansResponse
  post?: PostResponse
  authoredPosts?: { userId: number; firstPage: PostPage }
  publicProfile?: { profile: PublicProfileResponse; badges: EarnedBadgesResponse; votedPosts: PostPage }
}

type QueryAnswer = [readonly unknown[], unknown]

/** The answers under the query keys the screens ask with, `[queryKey, data]`: none is fetched again. */
export function firstScreenQueries({
  feed,
  plans,
  post,
  authoredPosts,
  publicProfile,
}: FirstScreenAnswers): QueryAnswer[] {
  const queries: QueryAnswer[] = feed ? firstScreenFeedQueries(feed.seed, feed.firstPage) : []
  if (plans) queries.push([plansQueryKey, plans])
  if (post) queries.push([postKeys.detail(post.post.id), post])
  if (authoredPosts) {
    queries.push([postKeys.userList('authored', authoredPosts.userId), firstPostPages(authoredPosts.firstPage)])
  }
  if (publicProfile) {
    const userId = publicProfile.profile.user.id
    queries.push(
      [publicProfileKey(userId), publicProfile.profile],
      [badgeKeys.ofUser(userId), publicProfile.badges],
      [postKeys.publicVoted(userId), firstPostPages(publicProfile.votedPosts)],
    )
  }
  return queries
}
