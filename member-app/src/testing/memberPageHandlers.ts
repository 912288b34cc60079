import { NOTICE_DEFAULTS } from '@dilemma/contract/notices'
import type {
  DataExportState,
  MemberNoticesResponse,
  NoticePreferences,
  NoticePreferencesResponse,
  PostPage,
  SubscriptionStatus,
} from '@dilemma/api-client'
import { http, HttpResponse } from 'msw'
import { freePlan } from '@/features/account/subscription/testing/subscriptionFixtures'
import { apiBase } from './renderMemberApp'

/** A member's unread notices, asked on the feed for every member: none. */
export const noNoticesHandler = http.get(`${apiBase}/users/notices`, () =>
  HttpResponse.json<MemberNoticesResponse>({ success: true, notices: [] }),
)

/** The profile's account tab asks for her plan: the free one (its own tests: SubscriptionSection.test.tsx). */
export const freePlanStatusHandler = http.get(`${apiBase}/users/subscription-status`, () =>
  HttpResponse.json<SubscriptionStatus>(freePlan),
)

/** The profile's first tab lists her own polls: none. */
export const noOwnPollsHandler = http.get(`${apiBase}/posts/user/:id`, () =>
  HttpResponse.json<PostPage>({ posts: [], total: 0 }),
)

/** A member without a data archive: nothing asked for, nothing to download. */
export const noDataExport: DataExportState = {
  success: true,
  status: 'none',
  requestedAt: null,
  readyAt: null,
  expiresAt: null,
  downloadUrl: null,
  nextRequestAt: null,
}

/** The account tab asks where her data archive stands: none yet (its own tests: DataExportSection.test.tsx). */
export const noDataExportHandler = http.get(`${apiBase}/users/me/export`, () =>
  HttpResponse.json<DataExportState>(noDataExport),
)

/** The account tab asks for her notification switches: the defaults (its own tests: NotificationsSection.test.tsx). */
/** Her switches before she touches them, as the backend answers them. */
export const defaultNoticePreferences: NoticePreferences = {
  push: { ...NOTICE_DEFAULTS.push },
  email: { ...NOTICE_DEFAULTS.email },
}

export const noticePreferencesHandler = http.get(`${apiBase}/users/notice-preferences`, () =>
  HttpResponse.json<NoticePreferencesResponse>({ success: true, preferences: defaultNoticePreferences }),
)
