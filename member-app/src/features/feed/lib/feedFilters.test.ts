import { describe, expect, it } from 'vitest'
import {
  defaultFeedFilters,
  feedEmptyKind,
  feedQueryOf,
  paramsForSearch,
  searchOf,
  selectionFromParams,
  setFeedFlag,
} from './feedFilters'

const noSelection = { tagId: null, categoryId: null, search: '' }

describe('feed filters', () => {
  it('default to active only, sorted at random with the session seed', () => {
    expect(feedQueryOf(defaultFeedFilters, noSelection, 42, true)).toEqual({
      limit: 10,
      activeOnly: true,
      sort: 'random',
      seed: 42,
    })
  })

  it('keep voted-only and unvoted-only exclusive, and send them only when signed in', () => {
    const voted = setFeedFlag(defaultFeedFilters, 'votedOnly', true)
    const unvoted = setFeedFlag(voted, 'unvotedOnly', true)
    expect([unvoted.votedOnly, unvoted.unvotedOnly]).toEqual([false, true])
    expect(feedQueryOf(unvoted, noSelection, 1, true).unvotedOnly).toBe(true)
    expect(feedQueryOf(unvoted, noSelection, 1, false).unvotedOnly).toBeUndefined()
  })

  it('map the limit-type and media flags and leave the seed out of other sorts', () => {
    const filters = setFeedFlag(
      setFeedFlag({ ...defaultFeedFilters, sort: 'newest' }, 'timeOnly', true),
      'textOnly',
      true,
    )
    expect(feedQueryOf(filters, noSelection, 1, true)).toMatchObject({
      type: 'time',
      media: 'text',
      sort: 'newest',
      seed: undefined,
    })
    expect(setFeedFlag(filters, 'voteLimitOnly', true)).toMatchObject({ timeOnly: false, voteLimitOnly: true })
  })

  it('read the selection from the address and send a search only from 3 characters', () => {
    expect(selectionFromParams(new URLSearchParams('tag=3'))).toEqual({ tagId: 3, categoryId: null, search: '' })
    expect(selectionFromParams(new URLSearchParams('category=x'))).toEqual(noSelection)
    expect(paramsForSearch(' ki ').toString()).toBe('')
    expect(paramsForSearch(' kita ').toString()).toBe('q=kita')
    expect(feedQueryOf(defaultFeedFilters, { ...noSelection, search: 'ki' }, 1, true).search).toBeUndefined()
  })

  it('read a typed text below 3 trimmed characters as no search at all', () => {
    expect(searchOf(' kita ')).toBe('kita')
    expect(searchOf(' ki  ')).toBe('')
    expect(searchOf('')).toBe('')
  })

  it('pick the empty state of the selection', () => {
    expect(feedEmptyKind({ ...noSelection, tagId: 1 })).toBe('tag')
    expect(feedEmptyKind({ ...noSelection, categoryId: 1 })).toBe('category')
    expect(feedEmptyKind({ ...noSelection, search: 'kita' })).toBe('search')
    expect(feedEmptyKind(noSelection)).toBe('none')
  })
})
