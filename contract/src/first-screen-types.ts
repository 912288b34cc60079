import type { EarnedBadgesResponse } from './badge-types.js'
import type { PlansResponse } from './payment-types.js'
import type { MemberNoticesResponse } from './notice-types.js'
import type { CategoriesResponse, FeedPage, PostPage, PostResponse, TagsResponse } from './poll-types.js'
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

/**
 * The answer of each endpoint a first screen embeds; `FIRST_SCREEN_PAGES` (`@dilemma/contract/first-screen`)
 * says which page embeds which, asked how, and where each sits in `FirstScreenAnswers`.
 */
export interface FirstScreenEndpointAnswers {
  'GET /posts': FeedPage
  'GET /tags/popular': TagsResponse
  'GET /tags/categories/popular': CategoriesResponse
  'GET /plans': PlansResponse
  'GET /posts/user/{id}': PostPage
  'GET /posts/{id}': PostResponse
  'GET /users/{id}/public-profile': PublicProfileResponse
  'GET /users/{id}/badges': EarnedBadgesResponse
  'GET /posts/public-voted/{id}': PostPage
  'GET /users/notices': MemberNoticesResponse
}

export type FirstScreenEndpoint = keyof FirstScreenEndpointAnswers
