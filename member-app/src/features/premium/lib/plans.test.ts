import { describe, expect, it } from 'vitest'
import { paidPlanOf, planDestination, planOfRole } from './plans'

describe('plans', () => {
  it('name the plan of each role; guests and admins have none', () => {
    expect(planOfRole('user')).toBe('basic')
    expect(planOfRole('prouser')).toBe('pro')
    expect(planOfRole('premiumuser')).toBe('enterprise')
    expect(planOfRole('admin')).toBeNull()
    expect(planOfRole(undefined)).toBeNull()
  })

  it('lead the free plan to the feed and the paid ones to their payment', () => {
    expect(planDestination('basic')).toBe('/feed')
    expect(planDestination('pro')).toBe('/payment?plan=pro')
    expect(planDestination('enterprise')).toBe('/payment?plan=enterprise')
  })

  it('accept both namings of the paid plans and nothing else', () => {
    expect(paidPlanOf('pro')).toBe('pro')
    expect(paidPlanOf('enterprise')).toBe('enterprise')
    expect(paidPlanOf('prouser')).toBe('pro')
    expect(paidPlanOf('premiumuser')).toBe('enterprise')
    expect(paidPlanOf('basic')).toBeNull()
    expect(paidPlanOf('user')).toBeNull()
    expect(paidPlanOf('PRO')).toBeNull()
    expect(paidPlanOf(null)).toBeNull()
  })
})
