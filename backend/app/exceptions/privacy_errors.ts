import type { DateTime } from 'luxon'
import { ApiException } from '#exceptions/api_exception'

/** The codes of the data archive. */
export const privacyErrors = {
  exportTooSoon: (nextRequestAt: DateTime) =>
    new ApiException(429, 'EXPORT_TOO_SOON', 'You can ask for one archive of your data every 24 hours.', {
      details: { nextRequestAt: nextRequestAt.toUTC().toISO() },
      headers: { 'Retry-After': String(Math.max(1, Math.ceil(nextRequestAt.diffNow('seconds').seconds))) },
    }),
  /** Another member's archive, a stale or used link, or none at all: one answer, nothing leaks. */
  exportNotFound: () => new ApiException(404, 'EXPORT_NOT_FOUND', 'This archive does not exist.'),
}
