import type { PlansResponse, PostPage, PostResponse, PublicProfileResponse } from '@dilemma/api-client'
import { firstScreenFeedQueries } from './features/feed/lib/firstScreenFeed'
import { postKeys } from './features/posts/api/postKeys'
import { firstPostPages } from './features/posts/lib/postPages'
import { plansQueryKey } from './features/premium/api/usePlans'
import { publicProfileKey } from './features/public-profile/api/usePublicProfile'

/** A member's list of polls: whose, and its first page. */
interface UserPostsFirstPage {
  userId: number
  firstPage: PostPage
}

/**
 * What the server fetched for a first screen (issue 27), as the API answers its reader: `/feed`'s
 * first page, `/premium`'s plans, `/post/{id}`'s poll, `/profile`'s "my polls" and `/user/{id}`'s
 * public profile with the polls she voted on.
 */
export interface FirstScreenAnswers {
  feed?: { seed: number; firstPage: PostPage }
  plans?: PlansResponse
  post?: PostResponse
  authoredPosts?: UserPostsFirstPage
  publicProfile?: PublicProfileResponse
  publicVotedPosts?: UserPostsFirstPage
}

type QueryAnswer = [readonly unknown[], unknown]

/** The answers under the query keys the screens ask with, `[queryKey, data]`: none is fetched again. */
export function firstScreenQueries(answers: FirstScreenAnswers): QueryAnswer[] {
  const { feed, plans, post, authoredPosts, publicProfile, publicVotedPosts } = answers
  const queries: QueryAnswer[] = feed ? firstScreenFeedQueries(feed.seed, feed.firstPage) : []
  if (plans) queries.push([plansQueryKey, plans])
  if (post) queries.push([postKeys.detail(post.post.id), post])
  if (authoredPosts) {
    queries.push([postKeys.userList('authored', authoredPosts.userId), firstPostPages(authoredPosts.firstPage)])
  }
  if (publicProfile) queries.push([publicProfileKey(publicProfile.user.id), publicProfile])
  if (publicVotedPosts) {
    queries.push([postKeys.publicVoted(publicVotedPosts.userId), firstPostPages(publicVotedPosts.firstPage)])
  }
  return queries
}
