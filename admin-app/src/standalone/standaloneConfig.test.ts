import { describe, expect, it } from 'vitest'
import { parseStandaloneConfig } from './standaloneConfig'

describe('parseStandaloneConfig', () => {
  it.each([
    ['https://api.example.org/api/', 'https://api.example.org/api'],
    [' http://localhost:3333/api ', 'http://localhost:3333/api'],
    ['/api', '/api'],
  ])('accepts %j as the API root', (apiBaseUrl, expected) => {
    expect(parseStandaloneConfig({ apiBaseUrl })).toMatchObject({ ok: true, config: { apiBaseUrl: expected } })
  })

  it("takes the main site's address from siteUrl, else the API's origin, else this origin", () => {
    const config = (value: object) => (parseStandaloneConfig(value) as { config: { siteUrl: string } }).config.siteUrl
    expect(config({ apiBaseUrl: 'https://api.example.org/api', siteUrl: 'https://example.org/' })).toBe(
      'https://example.org',
    )
    expect(config({ apiBaseUrl: 'https://example.org/api' })).toBe('https://example.org')
    expect(config({ apiBaseUrl: '/api' })).toBe('')
    expect(parseStandaloneConfig({ apiBaseUrl: '/api', siteUrl: '/' })).toEqual({ ok: false, problem: 'invalid' })
  })

  it.each([
    null,
    [],
    {},
    { apiBaseUrl: 3 },
    { apiBaseUrl: '' },
    { apiBaseUrl: 'api.example.org' },
    { apiBaseUrl: 'ftp://x/api' },
  ])('refuses %j', (value) => {
    expect(parseStandaloneConfig(value)).toEqual({ ok: false, problem: 'invalid' })
  })
})
