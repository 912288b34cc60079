import { describe, expect, it } from 'vitest'
import { pushSupportOf, type PushEnvironment } from './pushSupport'

const desktop: PushEnvironment = {
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0',
  standalone: false,
  hasPushManager: true,
  hasServiceWorker: true,
  permission: 'default',
  maxTouchPoints: 0,
}
const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 Safari/604.1'
const ipad = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Safari/605.1.15'

describe('pushSupportOf', () => {
  it('offers push where the browser has it, and says so when she blocked it', () => {
    expect(pushSupportOf(desktop)).toBe('available')
    expect(pushSupportOf({ ...desktop, permission: 'granted' })).toBe('available')
    expect(pushSupportOf({ ...desktop, permission: 'denied' })).toBe('denied')
    expect(pushSupportOf({ ...desktop, hasPushManager: false })).toBe('unsupported')
    expect(pushSupportOf({ ...desktop, permission: 'unsupported' })).toBe('unsupported')
  })

  it('on an iPhone or iPad in the browser: add the app to the home screen first', () => {
    expect(pushSupportOf({ ...desktop, userAgent: iphone, hasPushManager: false })).toBe('add-to-home-screen')
    expect(pushSupportOf({ ...desktop, userAgent: ipad, maxTouchPoints: 5 })).toBe('add-to-home-screen')
    expect(pushSupportOf({ ...desktop, userAgent: iphone, standalone: true })).toBe('available')
    // A Mac without touch is a Mac.
    expect(pushSupportOf({ ...desktop, userAgent: ipad })).toBe('available')
  })
})
