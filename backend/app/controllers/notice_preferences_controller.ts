import type * as Wire from '@dilemma/contract'
import type { HttpContext } from '@adonisjs/core/http'
import { noticePreferencesOf, setNoticePreference } from '#services/notices/notice_preferences'
import { noticePreferenceValidator } from '#validators/notices'

/** Her switches: which topics reach her by push and by e-mail (routes: signed in). */
export default class NoticePreferencesController {
  async show({ auth }: HttpContext) {
    const preferences = await noticePreferencesOf(auth.use('web').getUserOrFail().id)
    return { success: true, preferences } satisfies Wire.NoticePreferencesResponse
  }

  async update({ auth, request }: HttpContext) {
    const { channel, topic, enabled } = await request.validateUsing(noticePreferenceValidator)
    const userId = auth.use('web').getUserOrFail().id
    await setNoticePreference(userId, channel, topic, enabled)
    return { success: true, preferences: await noticePreferencesOf(userId) } satisfies Wire.NoticePreferencesResponse
  }
}
