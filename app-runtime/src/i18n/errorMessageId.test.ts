import { describe, expect, it } from 'vitest'
import { errorMessageId } from './errorMessageId'

describe('errorMessageId', () => {
  const messages = { 'errors.UNINVITED': 'Not invited', 'errors.UNKNOWN': 'Unknown' }

  it('uses the translation of a known code', () => {
    expect(errorMessageId('UNINVITED', messages)).toBe('errors.UNINVITED')
  })

  it('falls back to the unknown error, or to the id the caller names', () => {
    expect(errorMessageId('SOMETHING_NEW', messages)).toBe('errors.UNKNOWN')
    expect(errorMessageId('SOMETHING_NEW', messages, 'member.failed')).toBe('member.failed')
  })
})
