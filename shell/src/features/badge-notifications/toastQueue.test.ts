import { describe, expect, it } from 'vitest'
import { toastOnPhone } from './toastQueue'

const toasts = (...keys: string[]) => keys.map((key) => ({ key }))

describe('toastOnPhone', () => {
  it('shows the first (newest) toast and counts the others', () => {
    expect(toastOnPhone(toasts('c', 'b', 'a'), null)).toEqual({ shown: { key: 'c' }, waiting: 2 })
  })

  it('keeps the toast on screen when a newer one arrives before it is over', () => {
    expect(toastOnPhone(toasts('d', 'c', 'b', 'a'), 'c')).toEqual({ shown: { key: 'c' }, waiting: 3 })
  })

  it('goes on with the newest waiting once the one on screen is gone', () => {
    expect(toastOnPhone(toasts('d', 'b', 'a'), 'c')).toEqual({ shown: { key: 'd' }, waiting: 2 })
  })

  it('shows nothing when no toast is left', () => {
    expect(toastOnPhone([], 'c')).toEqual({ shown: null, waiting: 0 })
  })
})
