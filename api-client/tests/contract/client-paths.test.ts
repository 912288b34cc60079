import { describe, expect, it } from 'vitest'
import { CLIENT_PATHS, clientPath } from '@dilemma/contract/client-paths'
import type { ClientPage } from '@dilemma/contract/client-paths'

describe('clientPath', () => {
  it("is a page's path as the table holds it when it has no parameter", () => {
    expect(clientPath('feed')).toBe('/feed')
    expect(clientPath('landing')).toBe('/')
    expect(clientPath('console')).toBe(CLIENT_PATHS.console)
  })

  it("fills in a page's parameters, encoded", () => {
    expect(clientPath('post', { postId: 5 })).toBe('/post/5')
    expect(clientPath('publicProfile', { userId: 'a b/c' })).toBe('/user/a%20b%2Fc')
  })

  it('adds a query string as encodeURIComponent writes it, leaving undefined values out', () => {
    expect(clientPath('feed', {}, { tag: 3 })).toBe('/feed?tag=3')
    expect(clientPath('payment', {}, { plan: 'premium', status: undefined })).toBe('/payment?plan=premium')
    const user = JSON.stringify({ username: 'Ada & Co' })
    expect(clientPath('authSuccess', {}, { user })).toBe(`/auth-success?user=${encodeURIComponent(user)}`)
    expect(clientPath('feed', {}, {})).toBe('/feed')
  })

  it('refuses a missing parameter and an unknown page', () => {
    expect(() => clientPath('post', {} as { postId: number })).toThrow("the page 'post' needs 'postId'")
    const untyped = clientPath as (page: string) => string
    expect(() => untyped('nowhere')).toThrow("no client page named 'nowhere'")
  })

  it('builds a path for every page of the table', () => {
    for (const page of Object.keys(CLIENT_PATHS) as ClientPage[]) {
      const built = clientPath(page, { postId: 1, userId: 2 } as never)
      expect(built).toBe(CLIENT_PATHS[page].replace(/:[A-Za-z]+/g, (name) => (name === ':postId' ? '1' : '2')))
    }
  })
})
