/*
 * How long personal data is kept, in days: RETENTION_* or the defaults of
 * @dilemma/contract/retention. The retention sweep deletes on these periods
 * (sweeps/retention_sweep.ts) and GET /site-facts publishes them for the privacy page.
 * Read on each use, so a test can move a period.
 */
import { RETENTION_DEFAULT_DAYS } from '@dilemma/contract/retention'
import type { RetentionDays } from '@dilemma/contract/retention'
import env from '#start/env'

/** Mutable only for tests that move a period. */
const configured: { -readonly [Kind in keyof RetentionDays]: number } = {
  endedSessions: env.get('RETENTION_SESSION_DAYS') ?? RETENTION_DEFAULT_DAYS.endedSessions,
  expiredInvitations: env.get('RETENTION_INVITATION_DAYS') ?? RETENTION_DEFAULT_DAYS.expiredInvitations,
  usedTokens: env.get('RETENTION_TOKEN_DAYS') ?? RETENTION_DEFAULT_DAYS.usedTokens,
  readNotices: env.get('RETENTION_READ_NOTICE_DAYS') ?? RETENTION_DEFAULT_DAYS.readNotices,
  webhookEvents: env.get('RETENTION_WEBHOOK_EVENT_DAYS') ?? RETENTION_DEFAULT_DAYS.webhookEvents,
  dataExports: env.get('RETENTION_DATA_EXPORT_DAYS') ?? RETENTION_DEFAULT_DAYS.dataExports,
}

const retention = { days: configured }

export default retention
