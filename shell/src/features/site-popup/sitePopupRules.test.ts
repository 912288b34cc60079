import { describe, expect, it } from 'vitest'
import { isSitePopupPage, isUnseenPopup } from './sitePopupRules'

describe('site popup rules', () => {
  it('shows the popup on the landing page and the feed only', () => {
    expect(isSitePopupPage('/')).toBe(true)
    expect(isSitePopupPage('/feed')).toBe(true)
    for (const pathname of ['/login', '/register', '/auth-success', '/reset-password', '/profile', '/madmin']) {
      expect(isSitePopupPage(pathname)).toBe(false)
    }
  })

  it('shows a popup until its own id was seen', () => {
    expect(isUnseenPopup(7, null)).toBe(true)
    expect(isUnseenPopup(7, 7)).toBe(false)
    expect(isUnseenPopup(8, 7)).toBe(true)
  })
})
