// How long personal data is kept, in days, when the operator configures nothing (RETENTION_*
// environment variables): the backend's retention sweep deletes on these periods and GET
// /site-facts publishes the configured ones, which the privacy page quotes. Plain JavaScript so
// that the built backend loads it without a TypeScript step (retention.d.ts types it).
export const RETENTION_DEFAULT_DAYS = Object.freeze({
  /** Session rows (with their IP address and device) after the session ended. */
  endedSessions: 30,
  /** Invitations nobody accepted, after they expired. */
  expiredInvitations: 30,
  /** Password-reset and registration tokens, once used or expired. */
  usedTokens: 1,
  /** In-app notices, after they were read. */
  readNotices: 180,
  /** Stored PayPal webhook events, after they arrived. */
  webhookEvents: 90,
  /** A ready "download my data" archive, after it was made. */
  dataExports: 7,
})

/** A member may ask for one archive of her data per this many hours. */
export const DATA_EXPORT_INTERVAL_HOURS = 24
