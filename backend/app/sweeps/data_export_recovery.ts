import { DateTime } from 'luxon'
import logger from '@adonisjs/core/services/logger'
import DataExport from '#models/data_export'
import BuildDataExport from '#actions/privacy/build_data_export'
import { toSqlDateTime } from '#services/sql/sql_datetime'
import { runOncePerPeriod } from '#services/system/fleet_sweep'

/** Requests older than this are a crashed server's (a build starts right after the 202). */
const ORPHANED_AFTER_MS = 60 * 1000

/** The sweep's part: builds requests left "preparing" by a server that stopped mid-build. */
export async function resumeUnfinishedExports(): Promise<number> {
  const orphaned = await DataExport.query()
    .where('status', 'preparing')
    .where('requested_at', '<=', toSqlDateTime(DateTime.utc().minus({ milliseconds: ORPHANED_AFTER_MS })))
    .orderBy('id')
    .select('id')
  let built = 0
  for (const { id } of orphaned) {
    try {
      if (await BuildDataExport.handle({ exportId: id })) built += 1
    } catch (error) {
      logger.warn({ err: error, exportId: id }, 'data export build failed; the sweep tries again')
    }
  }
  return built
}

/** How often requests left "preparing" by a stopped server are looked for. */
export const EXPORT_RECOVERY_INTERVAL_MS = 60 * 1000

/** The timer's task (start/periodic_sweeps.ts): once per minute across the fleet. */
export const resumeUnfinishedExportsPeriodically = () =>
  runOncePerPeriod('data export recovery', EXPORT_RECOVERY_INTERVAL_MS, resumeUnfinishedExports)
