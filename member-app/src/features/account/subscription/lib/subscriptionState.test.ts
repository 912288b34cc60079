import { describe, expect, it } from 'vitest'
import { endingPro, freePlan, oneTimePro, renewingPro } from '../testing/subscriptionFixtures'
import { subscriptionStateOf } from './subscriptionState'

const now = new Date('2026-11-24T12:00:00.000Z')
const noTrial = { trial_ends_at: null }
const runningTrial = { trial_ends_at: '2026-12-01T00:00:00.000Z' }

describe('subscription state', () => {
  it('is free on the basic plan', () => {
    expect(subscriptionStateOf(freePlan, noTrial, now)).toBe('free')
  })

  it('renews while she may cancel, and ends once cancelled', () => {
    expect(subscriptionStateOf(renewingPro, noTrial, now)).toBe('renewing')
    expect(subscriptionStateOf(endingPro, noTrial, now)).toBe('ending')
  })

  it('is a one-time month when nothing renews', () => {
    expect(subscriptionStateOf(oneTimePro, noTrial, now)).toBe('oneTime')
  })

  it('is the trial while her trial runs, else a plan given without a subscription', () => {
    const nothingToCancel = { ...renewingPro, renews: false, canCancel: false, paypalSubscriptionId: null }
    expect(subscriptionStateOf(nothingToCancel, runningTrial, now)).toBe('trial')
    expect(subscriptionStateOf(nothingToCancel, { trial_ends_at: '2026-11-01T00:00:00.000Z' }, now)).toBe('granted')
    expect(subscriptionStateOf(nothingToCancel, noTrial, now)).toBe('granted')
  })
})
