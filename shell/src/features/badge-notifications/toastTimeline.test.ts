import { describe, expect, it } from 'vitest'
import { nextToastStep } from './toastTimeline'

describe('badge toast timeline', () => {
  it('shows after 100 ms, hides 5 s later and is cleared after 0.5 s more', () => {
    expect(nextToastStep('waiting')).toEqual({ phase: 'shown', afterMs: 100 })
    expect(nextToastStep('shown')).toEqual({ phase: 'hiding', afterMs: 5000 })
    expect(nextToastStep('hiding')).toEqual({ phase: 'cleared', afterMs: 500 })
    expect(nextToastStep('cleared')).toBeNull()
  })
})
