import { ApiError } from '@dilemma/api-client'
import { describe, expect, it } from 'vitest'
import { readApiError } from './readApiError'

describe('readApiError', () => {
  it('reads status and code of an ApiError', () => {
    expect(readApiError(new ApiError(403, 'UNINVITED', 'not invited'))).toEqual({ status: 403, code: 'UNINVITED' })
  })

  it('ignores other errors and values', () => {
    expect(readApiError(new Error('boom'))).toBeUndefined()
    expect(readApiError({ name: 'ApiError', status: 401, code: 'X' })).toBeUndefined()
    expect(readApiError(undefined)).toBeUndefined()
  })
})
