import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { openFileCookieJar } from '../../src/node.js'

const api = (path: string) => new URL(`http://localhost:3333${path}`)

describe('openFileCookieJar', () => {
  let folder: string
  let sessionFile: string
  beforeEach(() => {
    folder = mkdtempSync(join(tmpdir(), 'cookie-jar-'))
    sessionFile = join(folder, 'nested', 'session.json')
  })
  afterEach(() => {
    rmSync(folder, { recursive: true, force: true })
  })

  it('starts empty without a file and creates it, readable by its owner only, on the first cookie', () => {
    const jar = openFileCookieJar(sessionFile)
    expect(jar.cookies()).toEqual([])

    jar.storeSetCookies(api('/api/auth/login'), ['refresh=R; Path=/api/auth; Max-Age=2592000'])

    expect(statSync(sessionFile).mode & 0o777).toBe(0o600)
    expect(statSync(join(folder, 'nested')).mode & 0o777).toBe(0o700)
  })

  it('loads what an earlier process saved', () => {
    openFileCookieJar(sessionFile).storeSetCookies(api('/api/auth/login'), [
      'refresh=R; Path=/api/auth; Max-Age=2592000',
      'session=S; Path=/',
    ])

    const reopened = openFileCookieJar(sessionFile)

    expect(reopened.cookieHeaderFor(api('/api/auth/refresh'))).toBe('refresh=R; session=S')
    expect(reopened.cookieHeaderFor(api('/api/users/me'))).toBe('session=S')
  })

  it('saves deletions and clearing', () => {
    const jar = openFileCookieJar(sessionFile)
    jar.storeSetCookies(api('/'), ['a=1; Path=/', 'b=2; Path=/'])
    jar.storeSetCookies(api('/'), ['a=; Path=/; Max-Age=0'])
    expect(
      openFileCookieJar(sessionFile)
        .cookies()
        .map((cookie) => cookie.name),
    ).toEqual(['b'])

    jar.clear()

    expect(openFileCookieJar(sessionFile).cookies()).toEqual([])
    expect(JSON.parse(readFileSync(sessionFile, 'utf8'))).toEqual({ version: 1, cookies: [] })
  })

  it('starts empty from a damaged file and repairs it on the next change', () => {
    writeFileSync(join(folder, 'session.json'), '{ not json')
    const jar = openFileCookieJar(join(folder, 'session.json'))
    expect(jar.cookies()).toEqual([])

    jar.storeSetCookies(api('/'), ['a=1'])

    expect(openFileCookieJar(join(folder, 'session.json')).valueFor('a', api('/'))).toBe('1')
  })
})
