/** Where a member's "download my data" archive stands. */
export type DataExportStatus = 'none' | 'preparing' | 'ready'

/** `GET /users/me/export`: her latest archive; the dates are ISO strings, null where not reached. */
export interface DataExportState {
  success: true
  status: DataExportStatus
  requestedAt: string | null
  readyAt: string | null
  /** When the ready archive is deleted. */
  expiresAt: string | null
  /** Answers the ZIP to her signed-in session; null until ready. */
  downloadUrl: string | null
  /** When she may ask for a new archive (24 hours after the last request); null when she may now. */
  nextRequestAt: string | null
}

/** `POST /users/me/export`: her current password (or, without one, her username), as deletion. */
export interface DataExportRequest {
  password?: string
  username?: string
}

/** How long each kind of personal data is kept, in days, as the server is configured. */
export interface SiteFactsRetention {
  endedSessions: number
  expiredInvitations: number
  usedTokens: number
  readNotices: number
  webhookEvents: number
  dataExports: number
}
