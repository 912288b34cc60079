/** DTOs of polls, votes and tags (member-spec §3, §7). Dates are ISO 8601 strings in UTC. */
import type { Language, Role } from './types.js'
import type { FeedSort, OptionLetter, PostStatus } from '../polls.js'

// The unions of the run-time lists of `@dilemma/contract/polls`, defined there (a status is the
// serializer's `effectiveStatus`).
export type { FeedSort, OptionLetter, PostStatus } from '../polls.js'

export type VoteCounts = Record<OptionLetter, number>

export interface PostTag {
  id: number
  name: string
  category_id: number
}

/** `GET /tags/posts?ids=1,2`: the tags of each post, keyed by its id (an empty list for a post without). */
export type TagsOfPostsResponse = Record<string, PostTag[]>

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

/** `GET /users/:id/likes`: the posts she liked, a page of them. */
export interface LikedPostsPage {
  likedPosts: Post[]
  total: number
}

/** `GET /users/:id/saved`: the posts she saved, a page of them. */
export interface SavedPostsPage {
  savedPosts: Post[]
  total: number
}

/** GET /posts: a page, with the seed of its random order (the server's when none was sent). */
export interface FeedPage extends PostPage {
  seed: number
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

export interface UserVotesResponse {
  votes: UserVote[]
}

export interface TrendingPost {
  id: number
  title: string
  like_count: number
}

export interface TrendingResponse {
  posts: TrendingPost[]
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

export interface TagsResponse {
  tags: Tag[]
}

export interface CategoriesResponse {
  categories: Category[]
}

export interface TagResponse {
  success: true
  tag: Tag
}

/** Who answered an AI analysis; `mock` when no AI service is configured or it failed. */
export type AiProvider = 'deepseek' | 'flash' | 'mock'

/** The AI's pick among a poll's options, with its reasoning (member-spec §3). */
export interface AiAnalysis {
  postId: number
  selectedOption: OptionLetter
  reasoning: string
  /** Percent, 0 to 100. */
  confidence: number | null
  /** Milliseconds the analysis took. */
  analysisTime: number
  provider: AiProvider
  language: Language
  createdAt: string
}

/**
 * POST /ai/analyze. The server analyses the poll as stored; title, description and options are
 * accepted as the spec names them but not trusted.
 */
export interface AnalyzeRequest {
  postId: number
  language: Language
  title?: string
  description?: string
  options?: Partial<Record<OptionLetter, string>>
}

export interface AnalyzeResponse {
  success: true
  data: AiAnalysis
  message: string
}

export interface AnalysisResponse {
  success: true
  data: AiAnalysis | null
}

/** GET /ai/stats (admins): how the AI analysis is used (admin-spec §3 "AI stats"). */
export interface AiStats {
  totalAnalyses: number
  /** Since the start of this calendar month, and of this week (Monday), in the app's time zone. */
  monthlyAnalyses: number
  weeklyAnalyses: number
  providerStats: Record<AiProvider, number>
  languageStats: Record<Language, number>
  /** Milliseconds, rounded; null before the first analysis. */
  avgAnalysisTime: number | null
  /** The five newest, newest first. */
  recentAnalyses: { provider: AiProvider; selectedOption: OptionLetter; analysisTime: number; createdAt: string }[]
}

export interface AiStatsResponse {
  success: true
  data: AiStats
}

/** The six focus categories of the AI question generator (admin-spec §3), by id. */
export type FocusCategoryId = 1 | 2 | 3 | 4 | 5 | 6

/** POST /ai/generate-question (admins). Without a focus category the server picks one at random. */
export interface GenerateQuestionRequest {
  language: Language
  optionCount: 2 | 3 | 4
  focusCategory?: FocusCategoryId
}

/** A question the AI wrote for the community, to be previewed and maybe saved as a poll. */
export interface GeneratedQuestion {
  title: string
  description: string
  /** optionCount texts, in the order of the letters A, B, C, D. */
  options: string[]
  category: { id: FocusCategoryId; name: string }
  provider: AiProvider
}

export interface GenerateQuestionResponse {
  success: true
  data: GeneratedQuestion
  message: string
}
