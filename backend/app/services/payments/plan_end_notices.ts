/*
 * The notices 3 days before a period's end: a trial or a cancelled paid plan ends, a renewing
 * plan is charged again. Once per member, kind and period end: the unique plan_end_notices row is
 * claimed before the notice is left, so concurrent sweeps leave it once.
 */
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { isUniqueViolation } from '#services/sql/sql_results'
import { toSqlDateTime } from '#services/sql/sql_datetime'
import { consumeDateTime } from '#models/column_types'
import Subscription from '#models/subscription'
import { noticePlanEnding, noticeRenewalSoon } from '#services/payments/plan_notices'
import type { PaidPlan } from '#models/payment'

export const NOTICE_DAYS_BEFORE_END = 3

/** trial | subscription: a period that ends; renewal: one that is charged again. */
type PeriodNoticeKind = 'trial' | 'subscription' | 'renewal'

interface Ending {
  userId: number
  kind: 'trial' | 'subscription'
  plan: PaidPlan
  periodEnd: DateTime
}

/** Leaves every notice due at `now`; returns how many were left. */
export async function sendPlanEndNotices(now: DateTime = DateTime.utc()): Promise<number> {
  let sent = 0
  for (const ending of await endingsWithin(now)) {
    if (!(await claimNotice(ending.userId, ending.kind, ending.periodEnd, now))) continue
    await noticePlanEnding(ending.userId, {
      trial: ending.kind === 'trial',
      plan: ending.plan,
      periodEnd: ending.periodEnd,
    })
    sent += 1
  }
  for (const renewing of await renewalsWithin(now)) {
    const periodEnd = renewing.currentPeriodEnd!
    if (!(await claimNotice(renewing.userId, 'renewal', periodEnd, now))) continue
    await noticeRenewalSoon(renewing, periodEnd)
    sent += 1
  }
  return sent
}

/** Renewing subscriptions (PayPal charges them at the period's end) of members still here. */
function renewalsWithin(now: DateTime) {
  return Subscription.query()
    .where('status', 'active')
    .where('current_period_end', '>', toSqlDateTime(now))
    .where('current_period_end', '<=', toSqlDateTime(now.plus({ days: NOTICE_DAYS_BEFORE_END })))
    .whereHas('user', (user) => user.whereNull('deleted_at'))
}

async function endingsWithin(now: DateTime): Promise<Ending[]> {
  const from = toSqlDateTime(now)
  const to = toSqlDateTime(now.plus({ days: NOTICE_DAYS_BEFORE_END }))
  const trials = await db
    .from('users')
    .where('role', 'user')
    .whereNull('deleted_at')
    .where('trial_ends_at', '>', from)
    .where('trial_ends_at', '<=', to)
    .select('id', 'trial_ends_at')
  const cancelled = await db
    .from('subscriptions')
    .join('users', 'users.id', 'subscriptions.user_id')
    .where('subscriptions.status', 'cancelled')
    .whereNull('users.deleted_at')
    .where('subscriptions.current_period_end', '>', from)
    .where('subscriptions.current_period_end', '<=', to)
    .select('users.id', 'subscriptions.plan', 'subscriptions.current_period_end')
  return [
    ...trials.map((row) => ({
      userId: Number(row.id),
      kind: 'trial' as const,
      plan: 'prouser' as const,
      periodEnd: consumeDateTime(row.trial_ends_at)!,
    })),
    ...cancelled.map((row) => ({
      userId: Number(row.id),
      kind: 'subscription' as const,
      plan: row.plan as PaidPlan,
      periodEnd: consumeDateTime(row.current_period_end)!,
    })),
  ]
}

async function claimNotice(
  userId: number,
  kind: PeriodNoticeKind,
  periodEnd: DateTime,
  now: DateTime,
): Promise<boolean> {
  try {
    await db.table('plan_end_notices').insert({
      user_id: userId,
      kind,
      period_end: toSqlDateTime(periodEnd),
      created_at: toSqlDateTime(now),
      updated_at: toSqlDateTime(now),
    })
    return true
  } catch (error) {
    if (isUniqueViolation(error)) return false
    throw error
  }
}
