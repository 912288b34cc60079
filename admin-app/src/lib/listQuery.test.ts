import { describe, expect, it } from 'vitest'
import { searchParam, unlessAll } from './listQuery'

describe('searchParam', () => {
  it('sends the text trimmed', () => {
    expect(searchParam('  anna ')).toBe('anna')
  })

  it('sends nothing for a blank text', () => {
    expect(searchParam('')).toBeUndefined()
    expect(searchParam('   ')).toBeUndefined()
  })
})

describe('unlessAll', () => {
  it("sends a chosen value and nothing for 'all'", () => {
    expect(unlessAll('admin')).toBe('admin')
    expect(unlessAll('all')).toBeUndefined()
  })
})
