import { ROLES, type AdminUsersQuery, type Role, type SortOrder } from '@dilemma/api-client'
import { adminPageSize, searchParam, sortOrders, unlessAll } from '../../../lib/listQuery'
import type { FilterChoices } from '../../../lib/pagedFiltersUrl'

/** The roles of the product, lowest first (admin-spec §1). */
export const roles: readonly Role[] = ROLES

export type RoleFilter = Role | 'all'
export type VerifiedFilter = 'all' | 'true' | 'false'
export type UserSortBy = NonNullable<AdminUsersQuery['sortBy']>

export const roleFilters: readonly RoleFilter[] = ['all', ...roles]
export const verifiedFilters: readonly VerifiedFilter[] = ['all', 'true', 'false']
export const userSorts: readonly UserSortBy[] = ['created_at', 'username', 'role']

export interface UserFilters {
  search: string
  role: RoleFilter
  verified: VerifiedFilter
  sortBy: UserSortBy
  sortOrder: SortOrder
}

/** Everyone, newest registration first. */
export const initialUserFilters: UserFilters = {
  search: '',
  role: 'all',
  verified: 'all',
  sortBy: 'created_at',
  sortOrder: 'desc',
}

/** What an address may set (`?role=prouser`); any other value falls back to the default. */
export const userFilterChoices: FilterChoices<UserFilters> = {
  role: roleFilters,
  verified: verifiedFilters,
  sortBy: userSorts,
  sortOrder: sortOrders,
}

/** `GET /admin/users` for a page of the list under these filters. */
export function usersQuery(filters: UserFilters, page: number): AdminUsersQuery {
  return {
    page,
    limit: adminPageSize,
    role: unlessAll(filters.role),
    verified: filters.verified === 'all' ? undefined : filters.verified === 'true',
    search: searchParam(filters.search),
    sortBy: filters.sortBy,
    sortOrder: filters.sortOrder,
  }
}
