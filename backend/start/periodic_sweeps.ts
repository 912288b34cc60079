/*
 * Timers for the sweeps that must run while nobody asks (each runs once per period across the
 * fleet: services/fleet_sweep.ts):
 * - polls past their deadline close on every read (poll_rules.ts); the sweep persists the close
 *   and sends the authors' poll-ended notices (services/poll_expiry.ts);
 * - trials and paid periods end on time on every read (effectiveRole); the sweep persists the
 *   ends and sends the 3-day notices (services/payments/period_end.ts).
 */
import logger from '@adonisjs/core/services/logger'
import * as pollExpiry from '#services/poll_expiry'
import * as periodEnd from '#services/payments/period_end'

function every(intervalMs: number, name: string, sweep: () => Promise<unknown>) {
  setInterval(() => {
    sweep().catch((error: unknown) => logger.warn({ err: error }, `${name} sweep failed`))
  }, intervalMs).unref()
}

every(pollExpiry.SWEEP_INTERVAL_MS, 'poll expiry', pollExpiry.closeExpiredPollsPeriodically)
every(periodEnd.SWEEP_INTERVAL_MS, 'plan end', periodEnd.endExpiredPeriodsPeriodically)
