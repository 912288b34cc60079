import { describe, expect, it } from 'vitest'
import { focusCategoryIds, isOptionCount, randomFocusCategory } from './focusCategories'

describe('randomFocusCategory', () => {
  it('maps the whole range of the random source onto the six categories, evenly', () => {
    expect(randomFocusCategory(undefined, () => 0)).toBe(1)
    expect(randomFocusCategory(undefined, () => 0.1666)).toBe(1)
    expect(randomFocusCategory(undefined, () => 0.1667)).toBe(2)
    expect(randomFocusCategory(undefined, () => 0.5)).toBe(4)
    expect(randomFocusCategory(undefined, () => 0.9999)).toBe(6)
    // A source that reaches its upper end still gives the last category.
    expect(randomFocusCategory(undefined, () => 1)).toBe(6)
  })

  it('leaves out the given category and picks among the other five', () => {
    expect(randomFocusCategory(1, () => 0)).toBe(2)
    expect(randomFocusCategory(6, () => 0.9999)).toBe(5)
    expect(randomFocusCategory(3, () => 0.4)).toBe(4)
    const picked = new Set(Array.from({ length: 500 }, () => randomFocusCategory(3)))
    expect([...picked].sort()).toEqual([1, 2, 4, 5, 6])
  })

  it('picks every one of the six and nothing else with Math.random', () => {
    const picked = new Set(Array.from({ length: 600 }, () => randomFocusCategory()))
    expect([...picked].sort()).toEqual([...focusCategoryIds])
  })
})

describe('isOptionCount', () => {
  it('accepts 2, 3 and 4 only', () => {
    expect([1, 2, 3, 4, 5, '3', 2.5].filter(isOptionCount)).toEqual([2, 3, 4])
  })
})
