import { PassThrough } from 'node:stream'
import { DateTime } from 'luxon'
import logger from '@adonisjs/core/services/logger'
import { findActiveMember } from '#queries/accounts/find_active_member'
import { FALLBACK_LANGUAGE } from '#services/i18n/languages'
import { recordAudit } from '#services/moderation/audit_log'
import { writeDataArchive } from '#services/privacy/data_archive'

/**
 * An admin's export of a member's archive (a request that came by post or e-mail): recorded in
 * the audit log first, then made as it streams to the admin; nothing is stored.
 */
export default class AdminDataExport {
  static async handle({ userId, actorId }: { userId: number; actorId: number }) {
    const user = await findActiveMember(userId)
    await recordAudit({ actorId, action: 'user.export', targetType: 'user', targetId: user.id })
    const stream = new PassThrough()
    writeDataArchive(user, user.language ?? FALLBACK_LANGUAGE, stream).catch((error: unknown) => {
      logger.error({ err: error, userId }, 'admin data export failed')
      stream.destroy(error as Error)
    })
    return { madeAt: DateTime.utc(), stream }
  }
}
