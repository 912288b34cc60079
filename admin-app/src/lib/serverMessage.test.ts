import { ApiError } from '@dilemma/api-client'
import { describe, expect, it } from 'vitest'
import { serverMessage } from './serverMessage'

const none = () => undefined

describe('serverMessage', () => {
  it("is the message of the server's error answer", () => {
    expect(serverMessage(new ApiError(403, 'FORBIDDEN', 'Admins only'), none)).toBe('Admins only')
  })

  it('is our translation of the code where we have one', () => {
    const german = (code: string) =>
      code === 'INVALID_IMAGE' ? 'Bilder müssen JPEG, PNG, GIF oder WebP sein.' : undefined
    expect(serverMessage(new ApiError(422, 'INVALID_IMAGE', 'Images must be JPEG…'), german)).toBe(
      'Bilder müssen JPEG, PNG, GIF oder WebP sein.',
    )
  })

  it('is undefined when the server gave no text', () => {
    expect(serverMessage(new ApiError(500, 'SERVER_ERROR', '  '), none)).toBeUndefined()
  })

  it('is undefined when the server gave no error answer', () => {
    expect(serverMessage(new ApiError(0, 'NETWORK_ERROR', 'The server could not be reached'), none)).toBeUndefined()
    expect(serverMessage(new ApiError(200, 'INVALID_RESPONSE', 'Not JSON'), none)).toBeUndefined()
    expect(serverMessage(new TypeError('Failed to fetch'), none)).toBeUndefined()
    expect(serverMessage(undefined, none)).toBeUndefined()
  })
})
