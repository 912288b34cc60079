import { describe, expect, it } from 'vitest'
import { initialUserFilters, usersQuery } from './userFilters'

describe('usersQuery', () => {
  it('asks for ten users of the page, newest first, without filters at first', () => {
    expect(usersQuery(initialUserFilters, 1)).toEqual({
      page: 1,
      limit: 10,
      role: undefined,
      verified: undefined,
      search: undefined,
      sortBy: 'created_at',
      sortOrder: 'desc',
    })
  })

  it('sends the chosen role, verification as a boolean and the trimmed search', () => {
    const query = usersQuery(
      { search: ' anna ', role: 'prouser', verified: 'false', sortBy: 'username', sortOrder: 'asc' },
      3,
    )
    expect(query).toEqual({
      page: 3,
      limit: 10,
      role: 'prouser',
      verified: false,
      search: 'anna',
      sortBy: 'username',
      sortOrder: 'asc',
    })
    expect(usersQuery({ ...initialUserFilters, verified: 'true' }, 1).verified).toBe(true)
  })
})
