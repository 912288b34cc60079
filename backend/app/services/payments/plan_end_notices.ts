/*
 * The e-mail 3 days before a trial or a cancelled paid plan ends: once per member, kind and period
 * end (the unique plan_end_notices row is claimed before the mail goes out, so concurrent sweeps
 * send it once).
 */
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { pickLanguage } from '#services/i18n/languages'
import { clientLink, sendMail } from '#services/mail/mailer'
import { isUniqueViolation } from '#services/sql/sql_results'
import { toSqlDateTime } from '#services/sql/sql_datetime'
import { consumeDateTime } from '#models/column_types'
import { planOfRole } from '#services/payments/plans'
import { type PlanEndKind, planEndMail } from '#services/payments/payment_mails'
import type { PaidPlan } from '#models/payment'

export const NOTICE_DAYS_BEFORE_END = 3

interface Ending {
  userId: number
  email: string
  language: string | null
  kind: PlanEndKind
  planName: string
  periodEnd: DateTime
}

/** Sends every notice due at `now`; returns how many were sent. */
export async function sendPlanEndNotices(now: DateTime = DateTime.utc()): Promise<number> {
  let sent = 0
  for (const ending of await endingsWithin(now)) {
    if (!(await claimNotice(ending, now))) continue
    const until = ending.periodEnd.setLocale(pickLanguage(ending.language)).toLocaleString(DateTime.DATE_FULL)
    const language = pickLanguage(ending.language)
    await sendMail(ending.email, planEndMail(language, ending.kind, ending.planName, until, clientLink('/premium')))
    sent += 1
  }
  return sent
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
    .select('id', 'email', 'language', 'trial_ends_at')
  const cancelled = await db
    .from('subscriptions')
    .join('users', 'users.id', 'subscriptions.user_id')
    .where('subscriptions.status', 'cancelled')
    .whereNull('users.deleted_at')
    .where('subscriptions.current_period_end', '>', from)
    .where('subscriptions.current_period_end', '<=', to)
    .select('users.id', 'users.email', 'users.language', 'subscriptions.plan', 'subscriptions.current_period_end')
  return [
    ...trials.map((row) => ({
      userId: Number(row.id),
      email: String(row.email),
      language: row.language as string | null,
      kind: 'trial' as const,
      planName: planOfRole('prouser').name,
      periodEnd: consumeDateTime(row.trial_ends_at)!,
    })),
    ...cancelled.map((row) => ({
      userId: Number(row.id),
      email: String(row.email),
      language: row.language as string | null,
      kind: 'subscription' as const,
      planName: planOfRole(row.plan as PaidPlan).name,
      periodEnd: consumeDateTime(row.current_period_end)!,
    })),
  ]
}

async function claimNotice(ending: Ending, now: DateTime): Promise<boolean> {
  try {
    await db.table('plan_end_notices').insert({
      user_id: ending.userId,
      kind: ending.kind,
      period_end: toSqlDateTime(ending.periodEnd),
      created_at: toSqlDateTime(now),
      updated_at: toSqlDateTime(now),
    })
    return true
  } catch (error) {
    if (isUniqueViolation(error)) return false
    throw error
  }
}
