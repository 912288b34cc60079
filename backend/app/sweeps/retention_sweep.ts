/*
 * Personal data kept only as long as the privacy page says (config/retention.ts): once per hour
 * across the fleet (services/system/fleet_sweep.ts) each kind past its period is deleted. Every
 * step is one conditional DELETE (or UPDATE), so a repeated run changes nothing.
 */
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import retention from '#config/retention'
import DataExport from '#models/data_export'
import { removeArchive } from '#services/privacy/export_files'
import { toSqlDateTime } from '#services/sql/sql_datetime'
import { affectedRows } from '#services/sql/sql_results'
import { runOncePerPeriod } from '#services/system/fleet_sweep'

export const RETENTION_SWEEP_INTERVAL_MS = 60 * 60 * 1000

export interface RetentionSweepResult {
  sessions: number
  invitations: number
  resetTokens: number
  registrationTokens: number
  readNotices: number
  webhookEvents: number
  dataExports: number
}

const before = (days: number) => toSqlDateTime(DateTime.utc().minus({ days }))

/** Ready archives past their end: the file first, then the row. */
async function deleteExpiredArchives(): Promise<number> {
  const expired = await DataExport.query()
    .where('status', 'ready')
    .where('expires_at', '<=', toSqlDateTime(DateTime.utc()))
  for (const archive of expired) {
    await removeArchive(archive.fileName)
    await archive.delete()
  }
  return expired.length
}

export async function sweepPersonalData(): Promise<RetentionSweepResult> {
  const days = retention.days
  const tokensBefore = before(days.usedTokens)
  const deleted = async (query: Promise<unknown>) => affectedRows(await query)
  return {
    // Ended: revoked, or expired without being refreshed; the IP and device go with the row.
    sessions: await deleted(
      db
        .from('sessions')
        .where((ended) =>
          ended
            .where('revoked_at', '<=', before(days.endedSessions))
            .orWhere((expired) =>
              expired.whereNull('revoked_at').where('expires_at', '<=', before(days.endedSessions)),
            ),
        )
        .delete(),
    ),
    invitations: await deleted(
      db.from('invitations').whereNull('used_at').where('expires_at', '<=', before(days.expiredInvitations)).delete(),
    ),
    resetTokens: await deleted(
      db
        .from('password_reset_tokens')
        .where((spent) => spent.where('used_at', '<=', tokensBefore).orWhere('expires_at', '<=', tokensBefore))
        .delete(),
    ),
    // A registration token lives on its invitation: the token goes, the invitation keeps its own period.
    registrationTokens: await deleted(
      db
        .from('invitations')
        .whereNotNull('token_hash')
        .where((spent) => spent.where('used_at', '<=', tokensBefore).orWhere('token_expires_at', '<=', tokensBefore))
        .update({ token_hash: null, token_expires_at: null }),
    ),
    readNotices: await deleted(db.from('member_notices').where('read_at', '<=', before(days.readNotices)).delete()),
    webhookEvents: await deleted(
      db.from('paypal_webhook_events').where('created_at', '<=', before(days.webhookEvents)).delete(),
    ),
    dataExports: await deleteExpiredArchives(),
  }
}

/** The timer's task (start/periodic_sweeps.ts): once per hour across the fleet. */
export const sweepPersonalDataPeriodically = () =>
  runOncePerPeriod('personal data retention', RETENTION_SWEEP_INTERVAL_MS, sweepPersonalData)
