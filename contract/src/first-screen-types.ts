import type { EarnedBadgesResponse } from './badge-types.js'
import type { PlansResponse } from './payment-types.js'
import type { PostPage, PostResponse } from './poll-types.js'
import type { PublicProfileResponse } from './types.js'

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
