/*
 * A failed PayPal call. PayPal's REST errors read `{ name, message, debug_id, details: [{ issue,
 * description }], links }` (e.g. 422 UNPROCESSABLE_ENTITY / INSTRUMENT_DECLINED, whose links
 * carry the `payer-action` page where the buyer picks another funding source); its OAuth token
 * endpoint answers `{ error, error_description }` (e.g. 401 invalid_client).
 */
export class PayPalError extends Error {
  /** PayPal's HTTP status; 0 when no answer came (connection failure or time-out). */
  readonly httpStatus: number
  /** PayPal's `name` (`error` for the token call), or ours: CONNECTION_FAILED, TIMEOUT, INVALID_RESPONSE. */
  readonly errorName: string
  /** The first `details[].issue`, the precise reason (INSTRUMENT_DECLINED, ORDER_NOT_APPROVED …). */
  readonly issue: string | null
  /** PayPal's correlation id for its support. */
  readonly debugId: string | null
  /** The error's `payer-action` link: where the buyer fixes the refusal at PayPal. */
  readonly payerActionUrl: string | null

  constructor(fields: {
    httpStatus: number
    errorName: string
    message: string
    issue?: string | null
    debugId?: string | null
    payerActionUrl?: string | null
  }) {
    super(fields.message)
    this.name = 'PayPalError'
    this.httpStatus = fields.httpStatus
    this.errorName = fields.errorName
    this.issue = fields.issue ?? null
    this.debugId = fields.debugId ?? null
    this.payerActionUrl = fields.payerActionUrl ?? null
  }
}

interface PayPalErrorBody {
  name?: unknown
  message?: unknown
  debug_id?: unknown
  details?: { issue?: unknown; description?: unknown }[]
  links?: { rel?: unknown; href?: unknown }[]
  error?: unknown
  error_description?: unknown
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null
}

/** The error a non-2xx PayPal response stands for. */
export async function errorFromResponse(response: Response): Promise<PayPalError> {
  const body = ((await response.json().catch(() => null)) ?? {}) as PayPalErrorBody
  const detail = Array.isArray(body.details) ? body.details[0] : undefined
  return new PayPalError({
    httpStatus: response.status,
    errorName: text(body.name) ?? text(body.error) ?? `HTTP_${response.status}`,
    message:
      text(detail?.description) ??
      text(body.message) ??
      text(body.error_description) ??
      `PayPal answered ${response.status}`,
    issue: text(detail?.issue),
    debugId: text(body.debug_id) ?? response.headers.get('paypal-debug-id'),
    payerActionUrl: Array.isArray(body.links)
      ? text(body.links.find((link) => link?.rel === 'payer-action')?.href)
      : null,
  })
}

/** PayPal answered 2xx with something that is not what the API documents. */
export function invalidResponse(what: string): PayPalError {
  return new PayPalError({ httpStatus: 0, errorName: 'INVALID_RESPONSE', message: `PayPal's answer has no ${what}` })
}
