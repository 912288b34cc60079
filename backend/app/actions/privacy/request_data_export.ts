import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { DATA_EXPORT_INTERVAL_HOURS } from '@dilemma/contract/retention'
import type User from '#models/user'
import DataExport from '#models/data_export'
import { ensureConsent, type DeletionConsent } from '#services/accounts/account_consent'
import { privacyErrors } from '#exceptions/privacy_errors'
import type { Language } from '#services/i18n/languages'
import { removeArchive } from '#services/privacy/export_files'
import { toSqlDateTime } from '#services/sql/sql_datetime'
import { affectedRows, isUniqueViolation } from '#services/sql/sql_results'
import { nextRequestAfter } from '#rules/data_exports'

/**
 * POST /users/me/export: after her password (as deletion asks), a new archive is "preparing";
 * the caller starts building it. One request per 24 hours: the previous row (one per member) is
 * replaced only by a conditional UPDATE, so two requests at once cannot both pass.
 */
export default class RequestDataExport {
  static async handle({
    user,
    consent,
    language,
  }: {
    user: User
    consent: DeletionConsent
    language: Language
  }): Promise<DataExport> {
    await ensureConsent(user, consent)
    const now = DateTime.utc()
    const fresh = {
      status: 'preparing',
      language,
      file_name: null,
      link_token_hash: null,
      attempts: 0,
      requested_at: toSqlDateTime(now),
      ready_at: null,
      expires_at: null,
    }
    const previous = await DataExport.findBy('userId', user.id)
    if (!previous) {
      try {
        await db.table('data_exports').insert({ user_id: user.id, ...fresh })
      } catch (error) {
        // The same member's other request just inserted hers.
        if (isUniqueViolation(error)) throw privacyErrors.exportTooSoon(nextRequestAfter(now))
        throw error
      }
    } else {
      const cutoff = toSqlDateTime(now.minus({ hours: DATA_EXPORT_INTERVAL_HOURS }))
      const replaced = await db
        .from('data_exports')
        .where('id', previous.id)
        .where('requested_at', '<=', cutoff)
        .update(fresh)
      if (affectedRows(replaced) === 0) throw privacyErrors.exportTooSoon(nextRequestAfter(previous.requestedAt))
      await removeArchive(previous.fileName)
    }
    return DataExport.findByOrFail('userId', user.id)
  }
}
