import type { AdminPostsQuery, AdminUsersQuery, ApiClient, ConsolePagination } from '@dilemma/api-client'

/** The API's largest page: paging through everything uses it. */
export const MAX_PAGE_SIZE = 100

export interface Page<Row> {
  rows: Row[]
  pagination: ConsolePagination
}

export interface CollectOptions {
  /** Stop after this many rows; all of them when absent. */
  limit?: number
  /** Called after each page with the rows so far and the total the server announced. */
  onPage?: (collected: number, total: number) => void
  /** Only this page (of `limit` rows each, at most 100), as the console's pagination shows it. */
  page?: number
}

/**
 * Reads page after page of an admin list until `limit` rows or the last page. A row that moved onto
 * a later page while reading (rows added meanwhile) is kept once, by id.
 */
export async function collectPages<Row extends { id: number }>(
  fetchPage: (page: number, limit: number) => Promise<Page<Row>>,
  { limit = Infinity, onPage, page: onlyPage }: CollectOptions = {},
): Promise<Page<Row>> {
  // One page size throughout, or page numbers would point at other rows.
  const pageSize = Math.min(MAX_PAGE_SIZE, limit)
  if (onlyPage !== undefined) return fetchPage(onlyPage, pageSize)
  const byId = new Map<number, Row>()
  let pagination: ConsolePagination = { currentPage: 0, totalPages: 1, total: 0 }
  for (let page = 1; page <= pagination.totalPages && byId.size < limit; page++) {
    const answer = await fetchPage(page, pageSize)
    pagination = answer.pagination
    for (const row of answer.rows) if (byId.size < limit) byId.set(row.id, row)
    onPage?.(byId.size, pagination.total)
    if (answer.rows.length === 0) break
  }
  return { rows: [...byId.values()], pagination }
}

type Filters<Query> = Omit<Query, 'page' | 'limit'>

/** The admin posts list, page by page, for `collectPages`. */
export const postsPages =
  (api: ApiClient, filters: Filters<AdminPostsQuery>) => async (page: number, limit: number) => {
    const { posts, pagination } = await api.admin.posts({ ...filters, page, limit })
    return { rows: posts, pagination }
  }

/** The admin users list, page by page, for `collectPages`. */
export const usersPages =
  (api: ApiClient, filters: Filters<AdminUsersQuery>) => async (page: number, limit: number) => {
    const { users, pagination } = await api.admin.users({ ...filters, page, limit })
    return { rows: users, pagination }
  }
