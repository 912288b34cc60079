import type { AdminPostsQuery, AdminPostStatusFilter, SortOrder } from '@dilemma/api-client'
import { adminPageSize, searchParam, sortOrders } from '../../../lib/listQuery'
import type { FilterChoices } from '../../../lib/pagedFiltersUrl'

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

/** What an address may set (`?status=deleted`); any other value falls back to the default. */
export const postFilterChoices: FilterChoices<PostFilters> = {
  status: statusFilters,
  sortBy: postSorts,
  sortOrder: sortOrders,
}

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
