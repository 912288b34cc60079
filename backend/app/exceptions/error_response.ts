/*
 * Maps any thrown value to the one error shape of the API:
 * `{ success: false, code, message, errors?: [{ field, rule, message }] }`.
 * An outside dependency that is down or does not answer in time (the database, Redis) is a 503
 * SERVICE_UNAVAILABLE with Retry-After, not a fault of ours. Anything else not recognised becomes a
 * 500 INTERNAL_ERROR with a generic message.
 */
import { errors as vineErrors } from '@vinejs/vine'
import type { ErrorBody } from '@dilemma/contract'
import { ApiException } from '#exceptions/api_exception'
import { isDatabaseUnavailable } from '#exceptions/database_errors'
import { isRedisUnavailable } from '#services/system/redis_connections'
import type { Dependency } from '#services/system/outages'

export interface ErrorResponse {
  status: number
  headers: Record<string, string>
  body: ErrorBody
}

const CODES_BY_STATUS: Record<number, [code: string, message: string]> = {
  400: ['BAD_REQUEST', 'The request could not be understood.'],
  401: ['UNAUTHORIZED', 'Authentication required.'],
  403: ['FORBIDDEN', 'You are not allowed to do this.'],
  404: ['NOT_FOUND', 'Not found.'],
  405: ['METHOD_NOT_ALLOWED', 'Method not allowed.'],
  408: ['REQUEST_TIMEOUT', 'The request took too long.'],
  413: ['PAYLOAD_TOO_LARGE', 'The request is too large.'],
  415: ['UNSUPPORTED_MEDIA_TYPE', 'Unsupported content type.'],
  422: ['UNPROCESSABLE_ENTITY', 'The request could not be processed.'],
  429: ['TOO_MANY_ATTEMPTS', 'Too many attempts. Please try again later.'],
}

const INTERNAL_ERROR: ErrorResponse = {
  status: 500,
  headers: {},
  body: { success: false, code: 'INTERNAL_ERROR', message: 'Something went wrong. Please try again later.' },
}

/** Seconds a client is told to wait after a 503 for a dependency that is down. */
export const RETRY_AFTER_SECONDS = 5

const SERVICE_UNAVAILABLE: ErrorResponse = {
  status: 503,
  headers: { 'Retry-After': String(RETRY_AFTER_SECONDS) },
  body: {
    success: false,
    code: 'SERVICE_UNAVAILABLE',
    message: 'The service is briefly unavailable. Please try again in a moment.',
  },
}

/** Our own 503s for an outside service that did not answer (or refused): which service each names. */
const UNAVAILABLE_SERVICE_CODES: Readonly<Record<string, Dependency>> = {
  PAYMENT_PROVIDER_UNAVAILABLE: 'paypal',
  AI_UNAVAILABLE: 'ai',
  SIGN_IN_UNAVAILABLE: 'openid',
  MAIL_NOT_SENT: 'mail',
}

/** The outside dependency whose absence `error` reports (it, or the error that caused it), if any. */
export function unavailableDependency(error: unknown): Dependency | undefined {
  if (error instanceof ApiException) return error.status === 503 ? UNAVAILABLE_SERVICE_CODES[error.code!] : undefined
  for (const candidate of [error, (error as { cause?: unknown } | null)?.cause]) {
    if (isRedisUnavailable(candidate)) return 'redis'
    if (isDatabaseUnavailable(candidate)) return 'database'
  }
  return undefined
}

function fromStatus(status: number, headers: Record<string, string> = {}): ErrorResponse {
  const [code, message] = CODES_BY_STATUS[status] ?? CODES_BY_STATUS[400]!
  return { status, headers, body: { success: false, code, message } }
}

function isMalformedBody(error: unknown): boolean {
  // JSON.parse failures surface as SyntaxError; the body parser's strict mode (objects and
  // arrays only) throws a 422 with this message. Both mean the body is malformed.
  if (error instanceof SyntaxError) return true
  const { status, message } = (error ?? {}) as { status?: number; message?: unknown }
  return status === 422 && typeof message === 'string' && message.startsWith('Invalid JSON')
}

function validationResponse(error: InstanceType<typeof vineErrors.E_VALIDATION_ERROR>): ErrorResponse {
  const fieldErrors = (error.messages as Array<{ field: string; rule: string; message: string }>).map(
    ({ field, rule, message }) => ({ field, rule, message }),
  )
  return {
    status: 422,
    headers: {},
    body: { success: false, code: 'VALIDATION_ERROR', message: 'Some fields are invalid.', errors: fieldErrors },
  }
}

export function toErrorResponse(error: unknown): ErrorResponse {
  if (error instanceof ApiException) {
    // A service that did not answer may answer in a moment: say when to try again.
    const retry = unavailableDependency(error) && !error.headers['Retry-After'] ? SERVICE_UNAVAILABLE.headers : {}
    return {
      status: error.status,
      headers: { ...error.headers, ...retry },
      body: {
        ...error.details,
        success: false,
        code: error.code!,
        message: error.message,
        ...(error.errors ? { errors: error.errors } : {}),
      },
    }
  }
  if (error instanceof vineErrors.E_VALIDATION_ERROR) return validationResponse(error)
  if (isMalformedBody(error)) return fromStatus(400)

  const known = error as { code?: string; status?: number; getDefaultHeaders?: () => Record<string, unknown> }
  switch (known.code) {
    case 'E_BAD_CSRF_TOKEN':
      return {
        status: 403,
        headers: {},
        body: {
          success: false,
          code: 'CSRF_MISMATCH',
          message: 'The security token is missing or invalid. Reload the page and try again.',
        },
      }
    case 'E_TOO_MANY_REQUESTS':
      return fromStatus(429, retryAfterHeader(known.getDefaultHeaders?.()))
    case 'E_ROW_NOT_FOUND':
      return fromStatus(404)
  }

  if (unavailableDependency(error)) return { ...SERVICE_UNAVAILABLE, headers: { ...SERVICE_UNAVAILABLE.headers } }

  const status = known.status ?? 500
  return status >= 400 && status < 500 ? fromStatus(status) : INTERNAL_ERROR
}

function retryAfterHeader(headers: Record<string, unknown> = {}): Record<string, string> {
  const retryAfter = headers['Retry-After']
  return retryAfter === undefined ? {} : { 'Retry-After': String(retryAfter) }
}
