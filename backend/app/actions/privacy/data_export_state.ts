import type * as Wire from '@dilemma/contract'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import DataExport from '#models/data_export'
import { privacyErrors } from '#exceptions/privacy_errors'
import { hashToken } from '#services/accounts/session_tokens'
import { openArchive } from '#services/privacy/export_files'
import { toSqlDateTime } from '#services/sql/sql_datetime'
import { affectedRows } from '#services/sql/sql_results'
import { nextRequestAfter } from '#actions/privacy/request_data_export'

/** Her session's download address (the routes' `api.users.export.download`). */
export const OWN_ARCHIVE_PATH = '/api/users/me/export/download'

const iso = (value: DateTime | null) => value?.toUTC().toISO() ?? null

/** A ready archive past its end counts as gone even before the sweep deletes it. */
function isLive(request: DataExport | null): request is DataExport {
  if (!request) return false
  return request.status === 'preparing' || (request.expiresAt !== null && request.expiresAt > DateTime.utc())
}

/** GET /users/me/export: where her latest archive stands. */
export async function dataExportState(userId: number): Promise<Wire.DataExportState> {
  const request = await DataExport.findBy('userId', userId)
  const next = request ? nextRequestAfter(request.requestedAt) : null
  const nextRequestAt = next && next > DateTime.utc() ? iso(next) : null
  if (!isLive(request)) {
    return {
      success: true,
      status: 'none',
      requestedAt: null,
      readyAt: null,
      expiresAt: null,
      downloadUrl: null,
      nextRequestAt,
    }
  }
  return {
    success: true,
    status: request.status,
    requestedAt: iso(request.requestedAt),
    readyAt: iso(request.readyAt),
    expiresAt: iso(request.expiresAt),
    downloadUrl: request.status === 'ready' ? OWN_ARCHIVE_PATH : null,
    nextRequestAt,
  }
}

async function opened(request: DataExport | null) {
  if (!isLive(request) || request.status !== 'ready' || !request.fileName) throw privacyErrors.exportNotFound()
  try {
    return { ...(await openArchive(request.fileName)), madeAt: request.readyAt! }
  } catch {
    throw privacyErrors.exportNotFound()
  }
}

/** Her own ready archive, for her signed-in session; anything else is 404. */
export async function openOwnArchive(userId: number) {
  return opened(await DataExport.findBy('userId', userId))
}

/**
 * The archive of a single-use link: the link is spent by a conditional UPDATE before the file is
 * opened, so two clicks at once get one archive; a used, stale or unknown link is 404.
 */
export async function openArchiveByLink(token: string) {
  const tokenHash = hashToken(token)
  const request = await DataExport.findBy('linkTokenHash', tokenHash)
  if (!isLive(request)) throw privacyErrors.exportNotFound()
  const spent = await db
    .from('data_exports')
    .where('id', request.id)
    .where('link_token_hash', tokenHash)
    .where('expires_at', '>', toSqlDateTime(DateTime.utc()))
    .update({ link_token_hash: null })
  if (affectedRows(spent) === 0) throw privacyErrors.exportNotFound()
  return opened(request)
}
