import { describe, expect, it } from 'vitest'
import { readFilters, readPage, withFilter, withPage } from './pagedFiltersUrl'

const initial = { search: '', role: 'all', sortOrder: 'desc' }
const choices = { role: ['all', 'user', 'prouser'], sortOrder: ['desc', 'asc'] }
const params = (query: string) => new URLSearchParams(query)

describe('filters in the address', () => {
  it('reads the named filters, and the defaults for the rest', () => {
    expect(readFilters(params('role=prouser&search=ada&other=x'), initial, choices)).toEqual({
      search: 'ada',
      role: 'prouser',
      sortOrder: 'desc',
    })
  })

  it('falls back to the default for a value outside the choices', () => {
    expect(readFilters(params('role=boss&sortOrder=asc'), initial, choices)).toEqual({
      search: '',
      role: 'all',
      sortOrder: 'asc',
    })
    expect(readFilters(params('role=%3Cscript%3E&sortOrder=ASC'), initial, choices)).toEqual(initial)
    expect(readFilters(params('role=&sortOrder='), initial, choices)).toEqual(initial)
  })

  it('reads the page, 1 unless a whole number from 1', () => {
    const pages = [
      'page=2',
      'page=12',
      'page=0',
      'page=-3',
      'page=abc',
      'page=1.5',
      'page=1e3',
      'page=0x2',
      'page= 2',
      '',
    ]
    expect(pages.map((query) => readPage(params(query)))).toEqual([2, 12, 1, 1, 1, 1, 1, 1, 1, 1])
    expect(readPage(params('page=99999999999999999999'))).toBe(1)
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
