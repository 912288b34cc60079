import type { DateTime } from 'luxon'
import { DATA_EXPORT_INTERVAL_HOURS } from '@dilemma/contract/retention'

/** When a member who asked for her archive at `requestedAt` may ask again. */
export const nextRequestAfter = (requestedAt: DateTime) => requestedAt.plus({ hours: DATA_EXPORT_INTERVAL_HOURS })
