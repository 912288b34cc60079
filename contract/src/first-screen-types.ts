import type { EarnedBadgesResponse } from './badge-types.js'
import type { PlansResponse } from './payment-types.js'
import type { MemberNoticesResponse } from './notice-types.js'
import type { CategoriesResponse, PostPage, PostResponse, TagsResponse } from './poll-types.js'
import type { PublicProfileResponse } from './types.js'

/**
 * What the server fetched for a first screen, as the API answers its reader: `/feed`'s
 * first page and its sidebar's popular tags and categories, `/premium`'s plans, `/post/{id}`'s poll,
 * `/profile`'s first page of "my polls", `/user/{id}`'s public profile with her badges and the first
 * page of the polls she voted on, and a signed-in reader's unread notices.
 */
export interface FirstScreenAnswers {
  feed?: { seed: number; firstPage: PostPage }
  feedSidebar?: { popularTags: TagsResponse; popularCategories: CategoriesResponse }
  plans?: PlansResponse
  post?: PostResponse
  authoredPosts?: { userId: number; firstPage: PostPage }
  publicProfile?: { profile: PublicProfileResponse; badges: EarnedBadgesResponse; votedPosts: PostPage }
  notices?: { userId: number; unread: MemberNoticesResponse }
}
