import type * as Wire from '@dilemma/contract'
import { DateTime } from 'luxon'
import DataExport from '#models/data_export'
import { privacyErrors } from '#exceptions/privacy_errors'
import { openArchive } from '#services/privacy/export_files'
import { nextRequestAfter } from '#rules/data_exports'

/** Her session's download address (the routes' `api.users.export.download`). */
export const OWN_ARCHIVE_PATH = '/api/users/me/export/download'

const iso = (value: DateTime | null) => value?.toUTC().toISO() ?? null

/** A ready archive past its end counts as gone even before the sweep deletes it. */
export function isLiveExport(request: DataExport | null): request is DataExport {
  if (!request) return false
  return request.status === 'preparing' || (request.expiresAt !== null && request.expiresAt > DateTime.utc())
}

/** GET /users/me/export: where her latest archive stands. */
export async function dataExportState(userId: number): Promise<Wire.DataExportState> {
  const request = await DataExport.findBy('userId', userId)
  const next = request ? nextRequestAfter(request.requestedAt) : null
  const nextRequestAt = next && next > DateTime.utc() ? iso(next) : null
  if (!isLiveExport(request)) {
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

/** The file of a live, ready request; anything else is 404. */
export async function openReadyArchive(request: DataExport | null) {
  if (!isLiveExport(request) || request.status !== 'ready' || !request.fileName) throw privacyErrors.exportNotFound()
  try {
    return { ...(await openArchive(request.fileName)), madeAt: request.readyAt! }
  } catch {
    throw privacyErrors.exportNotFound()
  }
}

/** Her own ready archive, for her signed-in session; anything else is 404. */
export async function openOwnArchive(userId: number) {
  return openReadyArchive(await DataExport.findBy('userId', userId))
}
