import type { HttpClient } from '../core/http-client.js'
import type { DryRunOr, ModerationOptions } from '@dilemma/contract'
import { dryRunQuery } from './moderation.js'
import type {
  CategoriesResponse,
  CategoryTagResponse,
  CategoryTagsResponse,
  TagResponse,
  TagsOfPostsResponse,
  TagsResponse,
} from '@dilemma/contract'

/** Tags and their categories. */
export const tagsEndpoints = (http: HttpClient) => ({
  /** At least 2 characters. */
  search: (text: string) => http.get<TagsResponse>('/tags/search', { query: { q: text } }),
  /** The existing tag of that name (case-insensitive) or a new one; uncategorised by default. */
  create: (name: string, categoryId?: number) => http.post<TagResponse>('/tags', { name, category_id: categoryId }),
  /** Tags of many posts at once, keyed by post id. */
  ofPosts: (postIds: readonly number[]) => http.get<TagsOfPostsResponse>('/tags/posts', { query: { ids: postIds } }),
  popular: (limit = 10) => http.get<TagsResponse>('/tags/popular', { query: { limit } }),
  popularCategories: (limit = 5, status: 'all' | 'active' = 'all') =>
    http.get<CategoriesResponse>('/tags/categories/popular', { query: { limit, status } }),
  categories: () => http.get<CategoriesResponse>('/tags/categories'),
  /** The tags of one category (5 is uncategorised), for admins; 404 CATEGORY_NOT_FOUND for an unknown one. */
  ofCategory: (categoryId: number) => http.get<CategoryTagsResponse>(`/tags/category/${categoryId}`),
  /** Moves a tag to another category, for admins; `{ dryRun: true }` only checks. */
  move: <O extends ModerationOptions = object>(tagId: number, categoryId: number, options?: O) =>
    http.put<DryRunOr<O, CategoryTagResponse>>(`/tags/${tagId}`, { category_id: categoryId }, dryRunQuery(options)),
})
