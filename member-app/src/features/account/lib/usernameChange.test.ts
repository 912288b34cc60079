import { describe, expect, it } from 'vitest'
import { nextUsernameChange } from './usernameChange'

describe('nextUsernameChange', () => {
  const now = new Date('2025-03-31T12:00:00.000Z')

  it('allows a change when the username never changed', () => {
    expect(nextUsernameChange(null, now)).toBeNull()
  })

  it('names the date 30 days after the last change while it lies ahead', () => {
    expect(nextUsernameChange('2025-03-10T08:00:00.000Z', now)).toEqual(new Date('2025-04-09T08:00:00.000Z'))
  })

  it('allows a change once 30 days have passed', () => {
    expect(nextUsernameChange('2025-03-01T12:00:00.000Z', now)).toBeNull()
    expect(nextUsernameChange('2025-02-01T00:00:00.000Z', now)).toBeNull()
  })
})
