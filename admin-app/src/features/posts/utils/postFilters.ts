import type { AdminPostsQuery, AdminPostStatusFilter, SortOrder } from '@dilemma/api-client'
import { adminPageSize, searchParam } from '../../../lib/listQuery'

export type PostSortBy = NonNullable<AdminPostsQuery['sortBy']>

/** 'inactive' lists passive and inactive posts alike. */
export const statusFilters: readonly AdminPostStatusFilter[] = ['all', 'active', 'inactive', 'deleted']
export const postSorts: readonly PostSortBy[] = ['created_at', 'vote_count', 'like_count', 'title']

export interface PostFilters {
  search: string
  status: AdminPostStatusFilter
  sortBy: PostSortBy
  sortOrder: SortOrder
}

/** Every post, newest first. */
export const initialPostFilters: PostFilters = { search: '', status: 'all', sortBy: 'created_at', sortOrder: 'desc' }

/** `GET /admin/posts` for a page of the grid under these filters. */
export function postsQuery(filters: PostFilters, page: number): AdminPostsQuery {
  return {
    page,
    limit: adminPageSize,
    status: filters.status,
    search: searchParam(filters.search),
    sortBy: filters.sortBy,
    sortOrder: filters.sortOrder,
  }
}
