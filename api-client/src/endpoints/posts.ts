import type { HttpClient } from '../core/http-client.js'
import { formOf } from '../core/multipart-form.js'
import type {
  CreatePostRequest,
  FeedQuery,
  LikeResponse,
  OptionLetter,
  PostAllowance,
  FeedPage,
  PostPage,
  PostResponse,
  SaveResponse,
  TrendingResponse,
  UpdatePostRequest,
  UserVotesResponse,
  VoteResponse,
} from '@dilemma/contract'
import type { SuccessResponse } from '@dilemma/contract'

export interface ListPage {
  page?: number
  limit?: number
}

/** POST /posts is multipart: numbers as text, tags as a JSON list, images as files. */
function createPostForm({ vote_limit, time_limit, tags, ai_enabled, ...fields }: CreatePostRequest): FormData {
  return formOf({
    ...fields,
    vote_limit: vote_limit === undefined ? undefined : String(vote_limit),
    time_limit: time_limit === undefined ? undefined : String(time_limit),
    tags: tags === undefined ? undefined : JSON.stringify(tags),
    ai_enabled: ai_enabled === undefined ? undefined : String(ai_enabled),
  })
}

/** Polls: the feed, one post, writing, voting, likes, saves, reports and the per-user lists. */
export const postsEndpoints = (http: HttpClient) => ({
  feed: (query: FeedQuery = {}) => http.get<FeedPage>('/posts', { query: { ...query } }),
  get: (id: number) => http.get<PostResponse>(`/posts/${id}`),
  create: (request: CreatePostRequest) => http.post<PostResponse>('/posts', createPostForm(request)),
  update: (id: number, changes: UpdatePostRequest) => http.put<PostResponse>(`/posts/${id}`, changes),
  delete: (id: number) => http.delete<SuccessResponse>(`/posts/${id}`),
  /** Today's post allowance of the signed-in member. */
  allowance: () => http.get<PostAllowance>('/posts/allowance'),
  vote: (id: number, option: OptionLetter) => http.post<VoteResponse>(`/posts/${id}/vote`, { option }),
  /** Sets the like to `liked` (idempotent); without it the like toggles. */
  like: (id: number, liked?: boolean) => http.post<LikeResponse>(`/posts/${id}/like`, { liked }),
  /** Sets the bookmark to `saved` (idempotent); without it the bookmark toggles. */
  save: (id: number, saved?: boolean) => http.post<SaveResponse>(`/posts/${id}/save`, { saved }),
  report: (id: number, reason: string) => http.post<SuccessResponse>(`/posts/${id}/report`, { reason }),
  authoredBy: (userId: number, page: ListPage = {}) =>
    http.get<PostPage>(`/posts/user/${userId}`, { query: { ...page } }),
  publiclyVotedBy: (userId: number, page: ListPage = {}) =>
    http.get<PostPage>(`/posts/public-voted/${userId}`, { query: { ...page } }),
  /** Private lists: only their owner (or an admin) may read them. */
  savedBy: (userId: number, page: ListPage = {}) =>
    http.get<PostPage>(`/posts/saved/${userId}`, { query: { ...page } }),
  votedBy: (userId: number, page: ListPage = {}) =>
    http.get<PostPage>(`/posts/voted/${userId}`, { query: { ...page } }),
  votesOf: (userId: number) => http.get<UserVotesResponse>(`/posts/votes/user/${userId}`),
  trending: (limit = 5) => http.get<TrendingResponse>('/trending', { query: { limit } }),
})
