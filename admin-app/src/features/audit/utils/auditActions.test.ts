import { describe, expect, it } from 'vitest'
import { describeAuditDetails } from './auditActions'

describe('describeAuditDetails', () => {
  it('lists the changed fields on one line, texts as they are and other values as JSON', () => {
    expect(describeAuditDetails({ from: 'active', to: 'passive' })).toBe('from: active, to: passive')
    expect(describeAuditDetails({ to: false, category: 2, description: null })).toBe(
      'to: false, category: 2, description: null',
    )
    expect(describeAuditDetails({})).toBe('')
  })
})
