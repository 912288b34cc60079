/*
 * An Orders v2 order as we use it, read from PayPal's JSON: its first purchase unit's amount and
 * custom_id, the buyer's approval link while it waits for her, and its capture once there is one.
 */
import { invalidResponse } from '#services/payments/paypal/paypal_errors'

export interface PayPalAmount {
  currencyCode: string
  /** PayPal's decimal string, e.g. "4.99". */
  value: string
}

export interface PayPalCapture {
  id: string
  /** COMPLETED, or PENDING, DECLINED, FAILED, REFUNDED, PARTIALLY_REFUNDED. */
  status: string
  amount: PayPalAmount
}

export interface PayPalOrder {
  id: string
  /** CREATED, PAYER_ACTION_REQUIRED, APPROVED, COMPLETED, VOIDED … */
  status: string
  /** Where the buyer approves: the `payer-action` link (or the older `approve` one). */
  approveUrl: string | null
  customId: string | null
  amount: PayPalAmount | null
  capture: PayPalCapture | null
}

interface MoneyJson {
  currency_code?: unknown
  value?: unknown
}

interface OrderJson {
  id?: unknown
  status?: unknown
  links?: { rel?: unknown; href?: unknown }[]
  purchase_units?: {
    custom_id?: unknown
    amount?: MoneyJson
    payments?: { captures?: { id?: unknown; status?: unknown; amount?: MoneyJson }[] }
  }[]
}

const APPROVAL_RELS = ['payer-action', 'approve']

export function orderFromJson(json: unknown): PayPalOrder {
  const order = (json ?? {}) as OrderJson
  if (typeof order.id !== 'string' || typeof order.status !== 'string') throw invalidResponse('order id or status')
  const unit = order.purchase_units?.[0]
  const approval = order.links?.find((link) => APPROVAL_RELS.includes(String(link.rel)))
  return {
    id: order.id,
    status: order.status,
    approveUrl: typeof approval?.href === 'string' ? approval.href : null,
    customId: typeof unit?.custom_id === 'string' ? unit.custom_id : null,
    amount: amountFromJson(unit?.amount),
    capture: captureFromJson(unit?.payments?.captures?.[0]),
  }
}

function amountFromJson(money: MoneyJson | undefined): PayPalAmount | null {
  if (typeof money?.currency_code !== 'string' || typeof money.value !== 'string') return null
  return { currencyCode: money.currency_code, value: money.value }
}

function captureFromJson(
  capture: { id?: unknown; status?: unknown; amount?: MoneyJson } | undefined,
): PayPalCapture | null {
  const amount = amountFromJson(capture?.amount)
  if (typeof capture?.id !== 'string' || typeof capture.status !== 'string' || !amount) return null
  return { id: capture.id, status: capture.status, amount }
}
