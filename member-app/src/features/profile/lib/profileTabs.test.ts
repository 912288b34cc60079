import { describe, expect, it } from 'vitest'
import { profileTabOf } from './profileTabs'

describe('profileTabOf', () => {
  it('names the tab of the address, or my polls for a missing or unknown one', () => {
    expect(profileTabOf('saved')).toBe('saved')
    expect(profileTabOf('account')).toBe('account')
    expect(profileTabOf(null)).toBe('posts')
    expect(profileTabOf('likes')).toBe('posts')
  })
})
