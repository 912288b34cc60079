import { describe, expect, it } from 'vitest'
import { parseStandaloneConfig } from './standaloneConfig'

describe('parseStandaloneConfig', () => {
  it.each([
    ['https://api.example.org/api/', 'https://api.example.org/api'],
    [' http://localhost:3333/api ', 'http://localhost:3333/api'],
    ['/api', '/api'],
  ])('accepts %j as the API root', (apiBaseUrl, expected) => {
    expect(parseStandaloneConfig({ apiBaseUrl })).toEqual({ ok: true, config: { apiBaseUrl: expected } })
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
