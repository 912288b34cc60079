/*
 * Timers for the sweeps that must run while nobody asks (each runs once per period across the
 * fleet: services/system/fleet_sweep.ts), stopped when the process terminates:
 * - polls past their deadline close on every read (poll_rules.ts); the sweep persists the close
 *   and sends the authors' poll-ended notices (sweeps/poll_expiry.ts);
 * - votes a lost job left uncounted are counted into their voters' votes_given
 *   (sweeps/count_new_votes.ts);
 * - trials and paid periods end on time on every read (effectiveRole); the sweep persists the
 *   ends and sends the 3-day notices (sweeps/period_end.ts);
 * - PayPal subscriptions due around now are read from PayPal once a day, in case a notification
 *   was lost (sweeps/paypal_reconciliation.ts);
 * - personal data past its retention period is deleted (sweeps/retention_sweep.ts);
 * - data archives a stopped server left "preparing" are built (sweeps/data_export_recovery.ts).
 */
import app from '@adonisjs/core/services/app'
import * as pollExpiry from '#sweeps/poll_expiry'
import * as voteCount from '#sweeps/count_new_votes'
import * as periodEnd from '#sweeps/period_end'
import * as paypalReconciliation from '#sweeps/paypal_reconciliation'
import * as retentionSweep from '#sweeps/retention_sweep'
import * as dataExports from '#sweeps/data_export_recovery'
import { runPeriodically } from '#services/system/periodic_task'

const sweeps = [
  runPeriodically('poll expiry sweep', pollExpiry.SWEEP_INTERVAL_MS, pollExpiry.closeExpiredPollsPeriodically),
  runPeriodically('vote count sweep', voteCount.VOTE_COUNT_SWEEP_MS, voteCount.countVotesPeriodically),
  runPeriodically('plan end sweep', periodEnd.SWEEP_INTERVAL_MS, periodEnd.endExpiredPeriodsPeriodically),
  runPeriodically(
    'PayPal subscription reconciliation',
    // Asked every hour; it runs once a day across the fleet (runOncePerPeriod).
    60 * 60 * 1000,
    paypalReconciliation.reconcileWithPayPalPeriodically,
  ),
  runPeriodically(
    'personal data retention',
    // Asked every 10 minutes; it runs once per hour across the fleet (runOncePerPeriod).
    10 * 60 * 1000,
    retentionSweep.sweepPersonalDataPeriodically,
  ),
  runPeriodically(
    'data export recovery',
    dataExports.EXPORT_RECOVERY_INTERVAL_MS,
    dataExports.resumeUnfinishedExportsPeriodically,
  ),
]
// Terminating hooks run before the providers close the database (services/system/periodic_task.ts).
app.terminating(async () => {
  await Promise.all(sweeps.map((sweep) => sweep.stop()))
})
