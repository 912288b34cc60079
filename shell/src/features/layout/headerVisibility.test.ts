import { describe, expect, it } from 'vitest'
import { headerHiddenAfterScroll } from './headerVisibility'

describe('header visibility on scrolling', () => {
  it('stays while the page is within the first 50 px', () => {
    expect(headerHiddenAfterScroll(0, 50, false)).toBe(false)
    expect(headerHiddenAfterScroll(300, 20, true)).toBe(false)
    // Overscroll at the top (negative offsets on touch screens) shows it too.
    expect(headerHiddenAfterScroll(10, -30, true)).toBe(false)
  })

  it('hides on scrolling down past 50 px and returns on scrolling up', () => {
    expect(headerHiddenAfterScroll(50, 51, false)).toBe(true)
    expect(headerHiddenAfterScroll(400, 399, true)).toBe(false)
  })

  it('keeps its state when the offset did not change', () => {
    expect(headerHiddenAfterScroll(400, 400, true)).toBe(true)
    expect(headerHiddenAfterScroll(400, 400, false)).toBe(false)
  })
})
