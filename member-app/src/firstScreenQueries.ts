import type { FirstScreenAnswers } from '@dilemma/api-client'
import { unreadNoticesKey } from '@dilemma/app-runtime'
import { badgeKeys } from '@/entities/badge'
import { firstScreenFeedQueries } from '@/features/feed/lib/firstScreenFeed'
import { postKeys, firstPostPages } from '@/entities/post'
import { popularCategoriesKey } from '@/features/feed/api/usePopularCategories'
import { popularTagsKey } from '@/features/feed/api/usePopularTags'
import { plansQueryKey } from '@/features/premium/api/usePlans'
import { publicProfileKey } from '@/lib/api/usePublicProfile'

type QueryAnswer = [readonly unknown[], unknown]

/** The answers under the query keys the screens ask with, `[queryKey, data]`: none is fetched again. */
export function firstScreenQueries({
  feed,
  feedSidebar,
  plans,
  post,
  authoredPosts,
  publicProfile,
  notices,
}: FirstScreenAnswers): QueryAnswer[] {
  const queries: QueryAnswer[] = feed ? firstScreenFeedQueries(feed.seed, feed.firstPage) : []
  if (feedSidebar) {
    queries.push([popularTagsKey, feedSidebar.popularTags], [popularCategoriesKey, feedSidebar.popularCategories])
  }
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
  if (notices) queries.push([unreadNoticesKey(notices.userId), notices.unread])
  return queries
}
