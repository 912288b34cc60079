import { QueryClient } from '@dilemma/app-runtime'
import { describe, expect, it } from 'vitest'
import { postFixture } from '@/testing/postFixture'
import { postKeys } from '../api/postKeys'
import { markUserListsStale, patchCachedPost, patchPostIn } from './patchCachedPost'

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

describe('markUserListsStale', () => {
  it('marks only the named per-user lists for a fetch when next shown, after the patch', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000 } } })
    const post = postFixture({ id: 4, saved: true })
    const page = { pages: [{ posts: [post], total: 1 }], pageParams: [1] }
    queryClient.setQueryData(postKeys.userList('saved', 7), page)
    queryClient.setQueryData(postKeys.userList('voted', 7), page)
    queryClient.setQueryData(postKeys.feed({}), page)

    patchCachedPost(queryClient, 4, (cached) => ({ ...cached, saved: false }))
    await markUserListsStale(queryClient, 'saved')

    const saved = queryClient.getQueryState(postKeys.userList('saved', 7))
    expect(saved?.isInvalidated).toBe(true)
    expect(saved?.fetchStatus).toBe('idle')
    expect(queryClient.getQueryData(postKeys.userList('saved', 7))).toEqual({
      pages: [{ posts: [{ ...post, saved: false }], total: 1 }],
      pageParams: [1],
    })
    expect(queryClient.getQueryState(postKeys.userList('voted', 7))?.isInvalidated).toBe(false)
    expect(queryClient.getQueryState(postKeys.feed({}))?.isInvalidated).toBe(false)
  })
})
