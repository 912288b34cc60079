/** DTOs of polls, votes and tags (member-spec §3, §7). Dates are ISO 8601 strings in UTC. */
import type { Role } from './types.js'

export type OptionLetter = 'a' | 'b' | 'c' | 'd'

export type PostStatus = 'active' | 'passive'

export type VoteCounts = Record<OptionLetter, number>

export interface PostTag {
  id: number
  name: string
  category_id: number
}

/** A post card as every list, the detail page and create/edit answer it, with the reader's own state. */
export interface Post {
  id: number
  user_id: number
  username: string
  user_avatar: string | null
  author_role: Role
  /** Authors on a paid plan: shown with a Featured badge. */
  is_featured: boolean
  title: string
  description: string
  option_a: string
  option_b: string
  option_c: string | null
  option_d: string | null
  image_a: string | null
  image_b: string | null
  image_c: string | null
  image_d: string | null
  status: PostStatus
  created_at: string
  /** The deadline of a time-limited poll. */
  time_limit: string | null
  vote_limit: number | null
  vote_counts: VoteCounts
  total_votes: number
  like_count: number
  ai_enabled: boolean
  tags: PostTag[]
  /** The reader's vote, null when she has not voted (or is a guest). */
  user_choice: OptionLetter | null
  liked: boolean
  saved: boolean
  reported: boolean
  is_owner: boolean
}

export type FeedSort = 'random' | 'newest' | 'oldest' | 'most_voted' | 'least_voted' | 'endingSoon'

/** GET /posts. Booleans left out take the server's defaults (activeOnly on, the others off). */
export interface FeedQuery {
  page?: number
  limit?: number
  tag_id?: number
  category_id?: number
  /** Ignored by the server below 3 trimmed characters. */
  search?: string
  activeOnly?: boolean
  /** Only for a signed-in reader; excludes `unvotedOnly`. */
  votedOnly?: boolean
  unvotedOnly?: boolean
  /** `time`: time-limited polls only; `vote`: vote-limited only. */
  type?: 'time' | 'vote'
  /** `images`: polls with an image; `text`: text only. */
  media?: 'images' | 'text'
  sort?: FeedSort
  /** Keeps the random order stable across pages (0 … 2^31 − 1). */
  seed?: number
}

export interface PostPage {
  posts: Post[]
  total: number
}

export interface PostResponse {
  success: true
  post: Post
}

/** POST /posts. Exactly one of `vote_limit` (odd, 11–9999) and `time_limit` (1–168 hours). */
export interface CreatePostRequest {
  title: string
  description: string
  option_a: string
  option_b: string
  option_c?: string
  option_d?: string
  vote_limit?: number
  time_limit?: number
  /** Tag names (at most 3); unknown names are created. */
  tags?: string[]
  ai_enabled?: boolean
  image_a?: Blob
  image_b?: Blob
  image_c?: Blob
  image_d?: Blob
}

export interface UpdatePostRequest {
  title: string
  description: string
}

export interface VoteResponse {
  success: true
  updatedVoteCounts: VoteCounts
  totalVotes: number
  status: PostStatus
}

export interface LikeResponse {
  success: true
  liked: boolean
  newLikeCount: number
}

export interface SaveResponse {
  success: true
  saved: boolean
}

/** Today's post allowance; `limit` null = unlimited (admins). */
export interface PostAllowance {
  limit: number | null
  used: number
  resetsAt: string
}

export interface UserVote {
  post_id: number
  choice: OptionLetter
}

export interface TrendingPost {
  id: number
  title: string
  like_count: number
}

export interface Tag {
  id: number
  name: string
  category_id: number
  category_name: string
  post_count: number
}

export interface Category {
  id: number
  name: string
  slug: string
  post_count: number
}

export interface TagResponse {
  success: true
  tag: Tag
}
