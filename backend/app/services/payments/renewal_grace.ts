/*
 * PayPal bills a renewing subscription at or after its `next_billing_time` and tells us later
 * (PAYMENT.SALE.COMPLETED, or the daily reconciliation). So that she is not Basic in between, a
 * renewing PayPal subscription (ours `active`, PayPal's ACTIVE) keeps her paid role for
 * RENEWAL_GRACE after the billing time; `current_period_end` stays PayPal's billing time, which the
 * status shows ("Renews on …"). A stopped subscription and a one-time month have no grace.
 */
import type { DateTime } from 'luxon'
import type { ChainableContract } from '@adonisjs/lucid/types/querybuilder'
import { toSqlDateTime } from '#services/sql/sql_datetime'

/**
 * How long after PayPal's billing time a renewing subscription stays paid
 * (docs/adr/0022-paid-periods-and-subscriptions.md).
 */
export const RENEWAL_GRACE = { days: 3 } as const

interface PeriodRow {
  provider: string
  status: string
  currentPeriodEnd: DateTime | null
}

function renews(row: PeriodRow): boolean {
  return row.provider === 'paypal' && row.status === 'active'
}

/** When her paid role ends for the row: its period end, plus the grace while PayPal renews it. */
export function accessEndOf(row: PeriodRow): DateTime | null {
  if (!row.currentPeriodEnd) return null
  return renews(row) ? row.currentPeriodEnd.plus(RENEWAL_GRACE) : row.currentPeriodEnd
}

/** The subscription rows still paid for at `now`: period not over, or renewing within the grace. */
export function stillPaidAt(now: DateTime) {
  return (query: ChainableContract) => {
    query.where('current_period_end', '>', toSqlDateTime(now)).orWhere((renewing) => {
      renewing
        .where('provider', 'paypal')
        .where('status', 'active')
        .where('current_period_end', '>', toSqlDateTime(now.minus(RENEWAL_GRACE)))
    })
  }
}
