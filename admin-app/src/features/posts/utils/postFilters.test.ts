import { describe, expect, it } from 'vitest'
import { initialPostFilters, postsQuery } from './postFilters'

describe('postsQuery', () => {
  it('asks for ten posts of every status, newest first, at first', () => {
    expect(postsQuery(initialPostFilters, 1)).toEqual({
      page: 1,
      limit: 10,
      status: 'all',
      search: undefined,
      sortBy: 'created_at',
      sortOrder: 'desc',
    })
  })

  it('sends the status, the trimmed search and the sort', () => {
    expect(postsQuery({ search: ' school ', status: 'deleted', sortBy: 'like_count', sortOrder: 'asc' }, 4)).toEqual({
      page: 4,
      limit: 10,
      status: 'deleted',
      search: 'school',
      sortBy: 'like_count',
      sortOrder: 'asc',
    })
  })
})
