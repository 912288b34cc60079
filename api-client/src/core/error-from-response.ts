import type { FieldError } from '@dilemma/contract'
import { ApiError } from './api-error.js'

const codeByStatus: Readonly<Record<number, string>> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  422: 'VALIDATION_ERROR',
  429: 'TOO_MANY_REQUESTS',
  500: 'SERVER_ERROR',
  502: 'BAD_GATEWAY',
  503: 'SERVICE_UNAVAILABLE',
  504: 'GATEWAY_TIMEOUT',
}

export function codeForStatus(status: number): string {
  return codeByStatus[status] ?? (status >= 500 ? 'SERVER_ERROR' : `HTTP_${status}`)
}

/** Builds the ApiError for a non-2xx response from the body the server sent, whatever it was. */
export function errorFromResponse(status: number, statusText: string, body: unknown, headers?: Headers): ApiError {
  const retryAfter = retryAfterSeconds(headers?.get('Retry-After') ?? null)
  if (!isErrorShape(body)) {
    const message = statusText || `Request failed with status ${status}`
    return new ApiError(status, codeForStatus(status), message, [], {}, retryAfter)
  }
  const { success: _success, code, message, errors, ...details } = body
  return new ApiError(status, code, message ?? statusText, fieldErrorsFrom(errors), details, retryAfter)
}

/** Retry-After as seconds from now: a number of seconds, or an HTTP date (RFC 9110 §10.2.3). */
export function retryAfterSeconds(value: string | null, now = Date.now()): number | undefined {
  if (value === null || value.trim() === '') return undefined
  if (/^\d+$/.test(value.trim())) return Number(value.trim())
  const date = Date.parse(value)
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - now) / 1000))
}

interface ErrorShape {
  success?: unknown
  code: string
  message?: string
  errors?: unknown
  [extra: string]: unknown
}

function isErrorShape(body: unknown): body is ErrorShape {
  if (typeof body !== 'object' || body === null) return false
  const candidate = body as Record<string, unknown>
  return (
    typeof candidate.code === 'string' && (candidate.message === undefined || typeof candidate.message === 'string')
  )
}

function fieldErrorsFrom(errors: unknown): FieldError[] {
  if (!Array.isArray(errors)) return []
  return errors.filter(isFieldError).map(({ field, rule, message }) => ({ field, rule, message }))
}

function isFieldError(value: unknown): value is FieldError {
  if (typeof value !== 'object' || value === null) return false
  const candidate = value as Record<string, unknown>
  return (
    typeof candidate.field === 'string' && typeof candidate.rule === 'string' && typeof candidate.message === 'string'
  )
}
