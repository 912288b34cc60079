import type { ApiResponse } from '@japa/api-client'

/** A rate-limited answer: 429 TOO_MANY_ATTEMPTS with a Retry-After the client can honour. */
export function assertThrottled(response: ApiResponse) {
  response.assertStatus(429)
  response.assertBodyContains({ success: false, code: 'TOO_MANY_ATTEMPTS' })
  response.assert!.isAbove(Number(response.header('retry-after')), 0)
}
