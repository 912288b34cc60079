import { describe, expect, it } from 'vitest'
import { postFixture } from '../../../testing/postFixture'
import { patchPostIn } from './patchCachedPost'

const like = (post: ReturnType<typeof postFixture>) => ({ ...post, liked: true })

describe('patchPostIn', () => {
  it('patches the post in a detail answer, a page and a load-more list', () => {
    const post = postFixture({ id: 4 })
    const other = postFixture({ id: 5 })
    expect(patchPostIn({ success: true, post }, 4, like)).toEqual({ success: true, post: { ...post, liked: true } })
    expect(patchPostIn({ posts: [post, other], total: 2 }, 4, like)).toEqual({
      posts: [{ ...post, liked: true }, other],
      total: 2,
    })
    const list = {
      pages: [
        { posts: [other], total: 2 },
        { posts: [post], total: 2 },
      ],
      pageParams: [1, 2],
    }
    expect(patchPostIn(list, 4, like)).toEqual({
      pages: [
        { posts: [other], total: 2 },
        { posts: [{ ...post, liked: true }], total: 2 },
      ],
      pageParams: [1, 2],
    })
  })

  it('leaves other data alone', () => {
    const detail = { success: true, post: postFixture({ id: 9 }) }
    expect(patchPostIn(detail, 4, like)).toBe(detail)
    expect(patchPostIn(undefined, 4, like)).toBeUndefined()
    expect(patchPostIn({ limit: 2, used: 0 }, 4, like)).toEqual({ limit: 2, used: 0 })
  })
})
