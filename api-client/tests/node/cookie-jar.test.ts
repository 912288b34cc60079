import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { CookieJar } from '../../src/node.js'

const api = (path: string) => new URL(`http://localhost:3333${path}`)

describe('CookieJar', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2030-01-01T00:00:00Z'))
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  describe('paths', () => {
    const jar = new CookieJar([
      {
        name: 'access',
        value: 'A1',
        domain: 'localhost',
        hostOnly: true,
        path: '/api',
        secure: false,
        expiresAt: null,
      },
      {
        name: 'refresh',
        value: 'R1',
        domain: 'localhost',
        hostOnly: true,
        path: '/api/auth',
        secure: false,
        expiresAt: null,
      },
      {
        name: 'XSRF-TOKEN',
        value: 'X1',
        domain: 'localhost',
        hostOnly: true,
        path: '/',
        secure: false,
        expiresAt: null,
      },
    ])

    it('sends the refresh cookie to /api/auth and below only', () => {
      expect(jar.valueFor('refresh', api('/api/auth/refresh'))).toBe('R1')
      expect(jar.valueFor('refresh', api('/api/auth'))).toBe('R1')
      expect(jar.valueFor('refresh', api('/api/users/me'))).toBeUndefined()
      expect(jar.valueFor('refresh', api('/api/authors'))).toBeUndefined()
    })

    it('sends every matching cookie in one header, longer paths first', () => {
      expect(jar.cookieHeaderFor(api('/api/auth/refresh'))).toBe('refresh=R1; access=A1; XSRF-TOKEN=X1')
      expect(jar.cookieHeaderFor(api('/api/users/me'))).toBe('access=A1; XSRF-TOKEN=X1')
      expect(jar.cookieHeaderFor(api('/apps/member/'))).toBe('XSRF-TOKEN=X1')
    })

    it('defaults the path to the directory of the request', () => {
      const defaults = new CookieJar()
      defaults.storeSetCookies(api('/api/auth/login'), ['scoped=1', 'top=1; Path=relative'])
      expect(defaults.cookies().map(({ name, path }) => [name, path])).toEqual([
        ['scoped', '/api/auth'],
        ['top', '/api/auth'],
      ])
      defaults.storeSetCookies(api('/health'), ['root=1'])
      expect(defaults.valueFor('root', api('/anything'))).toBe('1')
    })

    it('keeps same-named cookies of different paths apart and replaces one of the same path', () => {
      const twins = new CookieJar()
      twins.storeSetCookies(api('/'), ['token=root; Path=/', 'token=auth; Path=/api/auth'])
      twins.storeSetCookies(api('/'), ['token=root2; Path=/'])
      expect(twins.cookieHeaderFor(api('/api/auth/refresh'))).toBe('token=auth; token=root2')
      expect(twins.cookies()).toHaveLength(2)
    })
  })

  describe('expiry', () => {
    it('forgets a cookie once its Max-Age has passed', () => {
      const jar = new CookieJar()
      jar.storeSetCookies(api('/'), ['access=A; Path=/; Max-Age=900'])
      vi.setSystemTime(new Date('2030-01-01T00:14:59Z'))
      expect(jar.valueFor('access', api('/api'))).toBe('A')
      vi.setSystemTime(new Date('2030-01-01T00:15:00Z'))
      expect(jar.valueFor('access', api('/api'))).toBeUndefined()
    })

    it('forgets a cookie once its Expires date has passed', () => {
      const jar = new CookieJar()
      jar.storeSetCookies(api('/'), ['access=A; Path=/; Expires=Tue, 01 Jan 2030 01:00:00 GMT'])
      expect(jar.valueFor('access', api('/'))).toBe('A')
      vi.setSystemTime(new Date('2030-01-01T01:00:01Z'))
      expect(jar.cookieHeaderFor(api('/'))).toBeUndefined()
    })

    it('lets Max-Age win over Expires', () => {
      const jar = new CookieJar()
      jar.storeSetCookies(api('/'), ['a=1; Max-Age=60; Expires=Wed, 01 Jan 2031 00:00:00 GMT'])
      vi.setSystemTime(new Date('2030-01-01T00:01:01Z'))
      expect(jar.valueFor('a', api('/'))).toBeUndefined()
    })

    it('deletes a cookie the server sends already expired', () => {
      const jar = new CookieJar()
      jar.storeSetCookies(api('/api/auth/login'), ['refresh=R; Path=/api/auth', 'access=A; Path=/api'])
      jar.storeSetCookies(api('/api/auth/logout'), [
        'refresh=; Path=/api/auth; Max-Age=0',
        'access=; Path=/api; Expires=Thu, 01 Jan 1970 00:00:00 GMT',
      ])
      expect(jar.cookies()).toEqual([])
    })

    it('keeps a session cookie without an expiry', () => {
      const jar = new CookieJar()
      jar.storeSetCookies(api('/'), ['adonis-session=S; Path=/'])
      vi.setSystemTime(new Date('2035-01-01T00:00:00Z'))
      expect(jar.valueFor('adonis-session', api('/api'))).toBe('S')
    })
  })

  describe('domains and security', () => {
    it('sends a host-only cookie to its host alone and a Domain cookie to subdomains too', () => {
      const jar = new CookieJar()
      const site = (host: string) => new URL(`https://${host}/api`)
      jar.storeSetCookies(site('dilemma.test'), ['host=1; Path=/', 'shared=1; Path=/; Domain=.dilemma.test'])
      expect(jar.cookieHeaderFor(site('dilemma.test'))).toBe('host=1; shared=1')
      expect(jar.cookieHeaderFor(site('admin.dilemma.test'))).toBe('shared=1')
      expect(jar.cookieHeaderFor(site('evil-dilemma.test'))).toBeUndefined()
    })

    it("ignores a cookie for another site's domain and a line without a name", () => {
      const jar = new CookieJar()
      jar.storeSetCookies(new URL('https://dilemma.test/'), ['stolen=1; Domain=bank.test', '=nameless', 'garbage'])
      expect(jar.cookies()).toEqual([])
    })

    it('sends Secure cookies over https and to loopback, not over plain http elsewhere', () => {
      const jar = new CookieJar()
      for (const origin of ['https://dilemma.test', 'http://dilemma.test', 'http://localhost:3333']) {
        jar.storeSetCookies(new URL(`${origin}/`), ['__Host-access=A; Path=/; Secure'])
      }
      expect(jar.valueFor('__Host-access', new URL('https://dilemma.test/api'))).toBe('A')
      expect(jar.valueFor('__Host-access', new URL('http://dilemma.test/api'))).toBeUndefined()
      expect(jar.valueFor('__Host-access', new URL('http://localhost:3333/api'))).toBe('A')
    })
  })
})
