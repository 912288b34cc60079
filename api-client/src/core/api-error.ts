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
