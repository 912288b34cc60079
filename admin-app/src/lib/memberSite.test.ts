import { describe, expect, it } from 'vitest'
import { memberPageUrl } from './memberSite'

describe('memberPageUrl', () => {
  it('stays on the same origin inside the shell (no site address)', () => {
    expect(memberPageUrl('/post/4', '')).toBe('/post/4')
  })

  it("points at the main site's address from the standalone console", () => {
    expect(memberPageUrl('/user/7', 'https://dilemma.example')).toBe('https://dilemma.example/user/7')
    expect(memberPageUrl('/post/2', 'https://example.org/dilemma')).toBe('https://example.org/dilemma/post/2')
  })
})
