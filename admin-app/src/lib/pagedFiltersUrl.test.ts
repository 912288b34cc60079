import { describe, expect, it } from 'vitest'
import { readFilters, readPage, withFilter, withPage } from './pagedFiltersUrl'

const initial = { search: '', role: 'all', sortOrder: 'desc' }
const params = (query: string) => new URLSearchParams(query)

describe('filters in the address', () => {
  it('reads the named filters, and the defaults for the rest', () => {
    expect(readFilters(params('role=prouser&search=ada&other=x'), initial)).toEqual({
      search: 'ada',
      role: 'prouser',
      sortOrder: 'desc',
    })
  })

  it('ignores values outside the choices, or odd values when there are none', () => {
    expect(readFilters(params('role=boss&sortOrder=asc'), initial, { role: ['all', 'user'] })).toEqual({
      search: '',
      role: 'all',
      sortOrder: 'asc',
    })
    expect(readFilters(params('role=%3Cscript%3E'), initial).role).toBe('all')
  })

  it('reads the page, 1 unless a whole number from 1', () => {
    expect(['page=2', 'page=0', 'page=abc', 'page=1.5', ''].map((query) => readPage(params(query)))).toEqual([
      2, 1, 1, 1, 1,
    ])
  })

  it('names a changed filter unless it is the default, and goes back to page 1', () => {
    expect(withFilter(params('tab=users&page=3'), 'role', 'prouser', 'all').toString()).toBe('tab=users&role=prouser')
    expect(withFilter(params('tab=users&role=prouser'), 'role', 'all', 'all').toString()).toBe('tab=users')
  })

  it('names the page from 2 on, keeping the rest', () => {
    expect(withPage(params('tab=users&role=user'), 2).toString()).toBe('tab=users&role=user&page=2')
    expect(withPage(params('tab=users&page=2'), 1).toString()).toBe('tab=users')
  })
})
