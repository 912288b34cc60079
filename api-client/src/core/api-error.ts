import type { FieldError } from '@dilemma/contract'

/** Every failed call rejects with this: the server's error shape, or a code derived from the status. */
export class ApiError extends Error {
  override readonly name = 'ApiError'

  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fieldErrors: readonly FieldError[] = [],
    /** Extra members of the error body, e.g. `{ limit, used, resetsAt }` for POST_LIMIT_EXCEEDED. */
    readonly details: Readonly<Record<string, unknown>> = {},
    /** The answer's Retry-After in seconds (a 429, or a 503 while a dependency is down), if it had one. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message)
  }

  /** The first message the server gave for one field, if any. */
  messageFor(field: string): string | undefined {
    return this.fieldErrors.find((error) => error.field === field)?.message
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError
}
