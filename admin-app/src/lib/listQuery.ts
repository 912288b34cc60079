import type { SortOrder } from '@dilemma/api-client'

/** Rows per page of the users and posts lists (admin-spec §9). */
export const adminPageSize = 10

/** The sort orders the lists offer, the default first. */
export const sortOrders: readonly SortOrder[] = ['desc', 'asc']

/** The search text to send: trimmed, and none at all when blank. */
export function searchParam(text: string): string | undefined {
  const trimmed = text.trim()
  return trimmed === '' ? undefined : trimmed
}

/** A filter's value to send; 'all' is no filter. */
export function unlessAll<Value extends string>(value: Value | 'all'): Value | undefined {
  return value === 'all' ? undefined : value
}
