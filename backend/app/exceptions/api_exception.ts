import { Exception } from '@adonisjs/core/exceptions'
import type { FieldError } from '@dilemma/contract'

export type { FieldError }

export interface ApiExceptionOptions {
  /** Extra top-level fields of the error body, e.g. `{ limit, used, resetsAt }`. */
  details?: Record<string, unknown>
  errors?: FieldError[]
  headers?: Record<string, string>
}

/**
 * An error with a machine code the clients translate (`POST_LIMIT_EXCEEDED`, `TOKEN_EXPIRED`…).
 * The exception handler turns it into `{ success: false, code, message, errors?, ...details }`;
 * `message` is the English fallback.
 */
export class ApiException extends Exception {
  readonly details: Record<string, unknown>
  readonly errors?: FieldError[]
  readonly headers: Record<string, string>

  constructor(status: number, code: string, message: string, options: ApiExceptionOptions = {}) {
    super(message, { status, code })
    this.details = options.details ?? {}
    this.errors = options.errors
    this.headers = options.headers ?? {}
  }
}
