import { ApiError } from '@dilemma/api-client'
import { describe, expect, it } from 'vitest'
import { createQueryClient, shouldRetryQuery } from './createQueryClient'

describe('query defaults', () => {
  it('never retries a 4xx answer', () => {
    expect(shouldRetryQuery(0, new ApiError(404, 'NOT_FOUND', 'gone'))).toBe(false)
    expect(shouldRetryQuery(0, new ApiError(401, 'TOKEN_MISSING', 'who?'))).toBe(false)
  })

  it('retries network and server failures a limited number of times', () => {
    expect(shouldRetryQuery(0, new ApiError(0, 'NETWORK_ERROR', 'offline'))).toBe(true)
    expect(shouldRetryQuery(1, new ApiError(503, 'SERVICE_UNAVAILABLE', 'busy'))).toBe(true)
    expect(shouldRetryQuery(2, new ApiError(503, 'SERVICE_UNAVAILABLE', 'busy'))).toBe(false)
  })

  it('keeps data fresh for 60 seconds', () => {
    expect(createQueryClient().getDefaultOptions().queries?.staleTime).toBe(60_000)
  })
})
