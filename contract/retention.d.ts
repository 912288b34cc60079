export interface RetentionDays {
  /** Session rows (with their IP address and device) after the session ended. */
  readonly endedSessions: number
  /** Invitations nobody accepted, after they expired. */
  readonly expiredInvitations: number
  /** Password-reset and registration tokens, once used or expired. */
  readonly usedTokens: number
  /** In-app notices, after they were read. */
  readonly readNotices: number
  /** Stored PayPal webhook events, after they arrived. */
  readonly webhookEvents: number
  /** A ready "download my data" archive, after it was made. */
  readonly dataExports: number
}

export declare const RETENTION_DEFAULT_DAYS: RetentionDays

/** A member may ask for one archive of her data per this many hours. */
export declare const DATA_EXPORT_INTERVAL_HOURS: number
