/*
 * Trials and paid periods end on time on every read (effectiveRole); this timer persists the ends
 * and sends the 3-day notices even while nobody asks for a plan (services/payments/period_end.ts).
 */
import logger from '@adonisjs/core/services/logger'
import { SWEEP_INTERVAL_MS, endExpiredPeriodsPeriodically } from '#services/payments/period_end'

setInterval(() => {
  endExpiredPeriodsPeriodically().catch((error: unknown) => logger.warn({ err: error }, 'plan end sweep failed'))
}, SWEEP_INTERVAL_MS).unref()
