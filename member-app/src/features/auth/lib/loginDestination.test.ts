import { describe, expect, it } from 'vitest'
import { loginDestination } from './loginDestination'

describe('loginDestination', () => {
  it('returns to the page the route guard remembered', () => {
    expect(loginDestination({ from: { pathname: '/profile', search: '', hash: '' } })).toBe('/profile')
    expect(loginDestination({ from: { pathname: '/payment', search: '?plan=pro', hash: '#top' } })).toBe(
      '/payment?plan=pro#top',
    )
  })

  it('goes to the feed without a usable origin', () => {
    expect(loginDestination(null)).toBe('/feed')
    expect(loginDestination({})).toBe('/feed')
    expect(loginDestination({ from: 'profile' })).toBe('/feed')
    expect(loginDestination({ from: { pathname: '/login' } })).toBe('/feed')
  })

  it('never leaves the site', () => {
    expect(loginDestination({ from: { pathname: '//evil.example/path' } })).toBe('/feed')
    expect(loginDestination({ from: { pathname: 'https://evil.example' } })).toBe('/feed')
  })
})
