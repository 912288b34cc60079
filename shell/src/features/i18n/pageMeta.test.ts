import { describe, expect, it } from 'vitest'
import { pageKeyOf } from './pageMeta'

describe('pageKeyOf', () => {
  it('names a page by the first segment of its address', () => {
    expect(pageKeyOf('/')).toBe('landing')
    expect(pageKeyOf('/feed')).toBe('feed')
    expect(pageKeyOf('/post/12')).toBe('post')
    expect(pageKeyOf('/forgot-password/')).toBe('forgot-password')
  })

  it('gives an address no route knows the not-found texts', () => {
    expect(pageKeyOf('/nowhere')).toBe('notFound')
    expect(pageKeyOf('/landing')).toBe('notFound')
  })
})
