import { ApiError } from '@dilemma/api-client'
import { describe, expect, it } from 'vitest'
import { serverMessage } from './serverMessage'

describe('serverMessage', () => {
  it("is the message of the server's error answer", () => {
    expect(serverMessage(new ApiError(403, 'FORBIDDEN', 'Admins only'))).toBe('Admins only')
  })

  it('is undefined when the server gave no text', () => {
    expect(serverMessage(new ApiError(500, 'SERVER_ERROR', '  '))).toBeUndefined()
  })

  it('is undefined when the server gave no error answer', () => {
    expect(serverMessage(new ApiError(0, 'NETWORK_ERROR', 'The server could not be reached'))).toBeUndefined()
    expect(serverMessage(new ApiError(200, 'INVALID_RESPONSE', 'Not JSON'))).toBeUndefined()
    expect(serverMessage(new TypeError('Failed to fetch'))).toBeUndefined()
    expect(serverMessage(undefined)).toBeUndefined()
  })
})
