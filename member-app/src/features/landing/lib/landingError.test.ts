import { describe, expect, it } from 'vitest'
import { landingErrorFor } from './landingError'

describe('landingErrorFor', () => {
  it('maps the known error values to their messages', () => {
    expect(landingErrorFor('auth_error')).toEqual({ messageId: 'member.landing.errorPopup.auth_error' })
    expect(landingErrorFor('uninvited')).toEqual({ messageId: 'member.landing.errorPopup.uninvited' })
    expect(landingErrorFor('sign_in_unavailable')).toEqual({
      messageId: 'member.landing.errorPopup.sign_in_unavailable',
    })
  })

  it('sends an unknown Google user to the registration', () => {
    expect(landingErrorFor('google_user_not_found')?.redirectTo).toBe('/register')
  })

  it('shows the unknown error for any other value', () => {
    expect(landingErrorFor('boom')).toEqual({ messageId: 'member.landing.errorPopup.unknown' })
  })

  it('ignores a missing parameter and leaves email_exists to the shell', () => {
    expect(landingErrorFor(null)).toBeNull()
    expect(landingErrorFor('email_exists')).toBeNull()
  })
})
