import { describe, expect, it } from 'vitest'
import { formatListDate } from './formatListDate'

describe('formatListDate', () => {
  it('shows the day in the Turkish form, day first, with dots', () => {
    // Midday UTC: the same calendar day in every time zone the tests may run in.
    expect(formatListDate('2026-03-06T12:00:00.000Z')).toBe('06.03.2026')
    expect(formatListDate('2025-11-23T12:00:00.000Z')).toBe('23.11.2025')
  })
})
