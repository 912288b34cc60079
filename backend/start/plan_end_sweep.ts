/*
 * Trials and paid periods end on time on every read (effectiveRole); this timer persists the ends
 * and sends the 3-day notices even while nobody asks for a plan (services/payments/period_end.ts).
 */
import app from '@adonisjs/core/services/app'
import { SWEEP_INTERVAL_MS, endExpiredPeriodsPeriodically } from '#services/payments/period_end'
import { runPeriodically } from '#services/periodic_task'

const sweep = runPeriodically('plan end sweep', SWEEP_INTERVAL_MS, endExpiredPeriodsPeriodically)
// Terminating hooks run before the providers close the database (services/periodic_task.ts).
app.terminating(() => sweep.stop())
