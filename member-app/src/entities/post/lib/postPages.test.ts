import { describe, expect, it } from 'vitest'
import { postFixture } from '@/testing/postFixture'
import { mergePostPages, nextPostPage } from './postPages'

const page = (ids: number[], total: number) => ({ posts: ids.map((id) => postFixture({ id })), total })

describe('post pages', () => {
  it('merge pages without duplicates', () => {
    expect(mergePostPages([page([1, 2], 4), page([2, 3], 4)]).map((post) => post.id)).toEqual([1, 2, 3])
  })

  it('ask for the next page until the total is reached or a page is empty', () => {
    expect(nextPostPage([page([1, 2], 4)])).toBe(2)
    expect(nextPostPage([page([1, 2], 4), page([3, 4], 4)])).toBeUndefined()
    expect(nextPostPage([page([1, 2], 9), page([], 9)])).toBeUndefined()
  })
})
