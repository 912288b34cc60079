import { describe, expect, it } from 'vitest'
import { memberPageUrl } from './memberPageUrl'

describe('memberPageUrl', () => {
  it('stays on the same origin when the API is relative (inside the shell)', () => {
    expect(memberPageUrl('/post/4', '/api')).toBe('/post/4')
    expect(memberPageUrl('/post/4', undefined)).toBe('/post/4')
  })

  it("points at the API's origin from the standalone console", () => {
    expect(memberPageUrl('/user/7', 'https://dilemma.example/api')).toBe('https://dilemma.example/user/7')
  })
})
