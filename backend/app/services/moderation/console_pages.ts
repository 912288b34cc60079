/** Paging of the admin console's lists (admin-spec §3 "Pagination", §9: 10 per page). */
export const CONSOLE_PAGE_SIZE = 10

export interface PageRequest {
  page?: number
  limit?: number
}

export function pageWindow({ page = 1, limit = CONSOLE_PAGE_SIZE }: PageRequest) {
  return { page, limit, offset: (page - 1) * limit }
}

/** `{currentPage, totalPages, total}`; an empty list still has one page. */
export function paginationOf(total: number, { page, limit }: { page: number; limit: number }) {
  return { currentPage: page, totalPages: Math.max(1, Math.ceil(total / limit)), total }
}
