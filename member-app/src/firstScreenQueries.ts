import type {
  FirstScreenAnswers,
  FirstScreenEndpoint,
  FirstScreenEndpointAnswers,
  PublicProfileResponse,
} from '@dilemma/api-client'
import { FIRST_SCREEN_PAGES, FIRST_SCREEN_READER_ANSWERS } from '@dilemma/contract/first-screen'
import { unreadNoticesKey } from '@dilemma/app-runtime'
import { badgeKeys } from '@/entities/badge'
import { firstScreenFeedQueries } from '@/features/feed/lib/firstScreenFeed'
import { postKeys, firstPostPages } from '@/entities/post'
import { popularCategoriesKey } from '@/features/feed/api/usePopularCategories'
import { popularTagsKey } from '@/features/feed/api/usePopularTags'
import { plansQueryKey } from '@/features/premium/api/usePlans'
import { publicProfileKey } from '@/lib/api/usePublicProfile'

type QueryAnswer = [readonly unknown[], unknown]

/** What a slot carries beside its answers for their keys: the feed's seed, the reader's id, the member's profile. */
interface SlotIds {
  seed?: number
  userId?: number
  profile?: PublicProfileResponse
}

/** Each endpoint's answer under the query key its screen asks with (`[queryKey, data]`). */
const SEEDS: { [E in FirstScreenEndpoint]: (answer: FirstScreenEndpointAnswers[E], slot: SlotIds) => QueryAnswer[] } = {
  'GET /posts': (page, { seed }) => firstScreenFeedQueries(seed!, page),
  'GET /tags/popular': (tags) => [[popularTagsKey, tags]],
  'GET /tags/categories/popular': (categories) => [[popularCategoriesKey, categories]],
  'GET /plans': (plans) => [[plansQueryKey, plans]],
  'GET /posts/user/{id}': (page, { userId }) => [[postKeys.userList('authored', userId!), firstPostPages(page)]],
  'GET /posts/{id}': (post) => [[postKeys.detail(post.post.id), post]],
  'GET /users/{id}/public-profile': (profile) => [[publicProfileKey(profile.user.id), profile]],
  'GET /users/{id}/badges': (badges, { profile }) => [[badgeKeys.ofUser(profile!.user.id), badges]],
  'GET /posts/public-voted/{id}': (page, { profile }) => [
    [postKeys.publicVoted(profile!.user.id), firstPostPages(page)],
  ],
  'GET /users/notices': (unread, { userId }) => [[unreadNoticesKey(userId!), unread]],
}

const ROWS = [...Object.values(FIRST_SCREEN_PAGES).flat(), ...FIRST_SCREEN_READER_ANSWERS]

/**
 * The server's first-screen answers (the contract's table `FIRST_SCREEN_PAGES` says which page
 * sends which) under the query keys the screens ask with, `[queryKey, data]`: none is fetched again.
 */
export function firstScreenQueries(answers: FirstScreenAnswers): QueryAnswer[] {
  return ROWS.flatMap(({ endpoint, slot, field }) => {
    const slotValue = answers[slot] as (SlotIds & Record<string, unknown>) | undefined
    const answer = field ? slotValue?.[field] : slotValue
    if (!answer) return []
    const seed = SEEDS[endpoint] as (answer: unknown, slot: SlotIds) => QueryAnswer[]
    return seed(answer, slotValue!)
  })
}
