import { describe, expect, it } from 'vitest'
import { draftOf, hasChanges, profileChanges } from './profileChanges'

const user = { username: 'ayse', bio: 'Two kids' }

describe('profileChanges', () => {
  it('is empty while the draft equals the profile (whitespace aside)', () => {
    const changes = profileChanges(user, { ...draftOf(user), username: ' ayse ', bio: 'Two kids  ' })
    expect(changes).toEqual({})
    expect(hasChanges(changes)).toBe(false)
  })

  it('sends only the fields that changed', () => {
    expect(profileChanges(user, { ...draftOf(user), bio: ' Three kids ' })).toEqual({ bio: 'Three kids' })
    expect(profileChanges(user, { ...draftOf(user), username: 'ayse_k' })).toEqual({ username: 'ayse_k' })
  })

  it('clears a bio with an empty string and sends a chosen avatar', () => {
    const avatar = new File(['x'], 'me.png', { type: 'image/png' })
    const changes = profileChanges(user, { username: 'ayse', bio: '', avatar })
    expect(changes).toEqual({ bio: '', avatar })
    expect(hasChanges(changes)).toBe(true)
  })

  it('treats a missing bio like an empty one', () => {
    expect(profileChanges({ username: 'ayse', bio: null }, draftOf({ username: 'ayse', bio: null }))).toEqual({})
  })
})
