import { setNoticePreference } from '#services/notices/notice_preferences'
import type { UnsubscribeTarget } from '#queries/notices/unsubscribe_target'

/** The one-click unsubscribe (RFC 8058): only that topic's e-mails are switched off. */
export default class UnsubscribeByLink {
  static async handle({ userId, topic }: UnsubscribeTarget): Promise<void> {
    await setNoticePreference(userId, 'email', topic, false)
  }
}
