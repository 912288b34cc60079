import { describe, expect, it } from 'vitest'
import { isAdminPath, isUnseenPopup } from './sitePopupRules'

describe('site popup rules', () => {
  it('treats /madmin and the pages below it as the admin console', () => {
    expect(isAdminPath('/madmin')).toBe(true)
    expect(isAdminPath('/madmin/reports')).toBe(true)
    expect(isAdminPath('/')).toBe(false)
    expect(isAdminPath('/feed')).toBe(false)
    expect(isAdminPath('/madminton')).toBe(false)
  })

  it('shows a popup until its own id was seen', () => {
    expect(isUnseenPopup(7, null)).toBe(true)
    expect(isUnseenPopup(7, 7)).toBe(false)
    expect(isUnseenPopup(8, 7)).toBe(true)
  })
})
