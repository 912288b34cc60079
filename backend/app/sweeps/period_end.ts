/*
 * The one way trials and paid periods end. Readers derive the role at once (effectiveRole reads
 * trial_ends_at and plan_expires_at); endExpiredPeriods persists it: subscriptions whose period
 * is over expire (a renewing PayPal subscription after its grace, renewal_grace.ts), paid roles whose period is over return to user, ended trials are cleared. It
 * is idempotent and runs from the payment read paths and a timer at most once per
 * SWEEP_INTERVAL_MS across all server processes (services/system/fleet_sweep.ts), together with the
 * 3-day notices, which must not go out twice.
 */
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { forgetSessionsOf } from '#services/cache/session_user_cache'
import { cardAuthors } from '#services/cache/card_caches'
import { toSqlDateTime } from '#services/sql/sql_datetime'
import { sendPlanEndNotices } from '#services/payments/plan_end_notices'
import { runOncePerPeriod } from '#services/system/fleet_sweep'
import { stillPaidAt } from '#services/payments/renewal_grace'

export const SWEEP_INTERVAL_MS = 30_000

/** Ends every trial and paid period over at `now`; returns the members whose role or trial changed. */
export async function endExpiredPeriods(now: DateTime = DateTime.utc()): Promise<number[]> {
  const nowSql = toSqlDateTime(now)
  await db
    .from('subscriptions')
    .whereIn('status', ['active', 'cancelled'])
    .whereNot(stillPaidAt(now))
    .update({ status: 'expired', updated_at: nowSql })

  const paid = await db
    .from('users')
    .whereIn('role', ['prouser', 'premiumuser'])
    .where('plan_expires_at', '<=', nowSql)
    .select('id')
  const trials = await db.from('users').where('role', 'user').where('trial_ends_at', '<=', nowSql).select('id')
  const paidIds = paid.map((row) => Number(row.id))
  const trialIds = trials.map((row) => Number(row.id))
  if (paidIds.length > 0) {
    // The period may have been extended since it was read: the condition is checked again.
    await db
      .from('users')
      .whereIn('id', paidIds)
      .whereIn('role', ['prouser', 'premiumuser'])
      .where('plan_expires_at', '<=', nowSql)
      .update({ role: 'user', plan_expires_at: null, updated_at: nowSql })
  }
  if (trialIds.length > 0) {
    await db
      .from('users')
      .whereIn('id', trialIds)
      .where('role', 'user')
      .where('trial_ends_at', '<=', nowSql)
      .update({ trial_ends_at: null, updated_at: nowSql })
  }
  const changed = [...paidIds, ...trialIds]
  await Promise.all(changed.flatMap((userId) => [forgetSessionsOf(userId), cardAuthors.delete(userId)]))
  return changed
}

/** The sweep and the notices, unless they started less than SWEEP_INTERVAL_MS ago in any process. */
export async function endExpiredPeriodsPeriodically(): Promise<boolean> {
  return runOncePerPeriod('period_end', SWEEP_INTERVAL_MS, async () => {
    const now = DateTime.utc()
    await endExpiredPeriods(now)
    await sendPlanEndNotices(now)
  })
}
