import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import DataExport from '#models/data_export'
import { privacyErrors } from '#exceptions/privacy_errors'
import { hashToken } from '#services/accounts/session_tokens'
import { toSqlDateTime } from '#services/sql/sql_datetime'
import { affectedRows } from '#services/sql/sql_results'
import { isLiveExport, openReadyArchive } from '#queries/privacy/data_export_state'

/**
 * The archive of a single-use link: the link is spent by a conditional UPDATE before the file is
 * opened, so two clicks at once get one archive; a used, stale or unknown link is 404.
 */
export default class OpenArchiveByLink {
  static async handle({ token }: { token: string }) {
    const tokenHash = hashToken(token)
    const request = await DataExport.findBy('linkTokenHash', tokenHash)
    if (!isLiveExport(request)) throw privacyErrors.exportNotFound()
    const spent = await db
      .from('data_exports')
      .where('id', request.id)
      .where('link_token_hash', tokenHash)
      .where('expires_at', '>', toSqlDateTime(DateTime.utc()))
      .update({ link_token_hash: null })
    if (affectedRows(spent) === 0) throw privacyErrors.exportNotFound()
    return openReadyArchive(request)
  }
}
