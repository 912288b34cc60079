import { describe, expect, it } from 'vitest'
import { isValidEmail } from './isValidEmail'

describe('isValidEmail', () => {
  it.each(['anna@example.com', ' ayse.yilmaz@mail.com.tr ', 'a+b@c.de'])('accepts %j', (value) => {
    expect(isValidEmail(value)).toBe(true)
  })

  it.each(['', 'anna', 'anna@', 'anna@example', 'an na@example.com', '@example.com'])('refuses %j', (value) => {
    expect(isValidEmail(value)).toBe(false)
  })
})
