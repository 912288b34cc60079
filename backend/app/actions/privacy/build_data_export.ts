import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import lock from '@adonisjs/lock/services/main'
import logger from '@adonisjs/core/services/logger'
import retention from '#config/retention'
import DataExport from '#models/data_export'
import User from '#models/user'
import { createOneTimeToken } from '#services/accounts/one_time_token'
import { clientLink, sendMail } from '#services/mail/mailer'
import { dataExportMail } from '#services/mail/templates/data_export_mail'
import { writeDataArchive } from '#services/privacy/data_archive'
import { archiveWriter, newArchiveName, removeArchive } from '#services/privacy/export_files'
import { toSqlDateTime } from '#services/sql/sql_datetime'
import { affectedRows } from '#services/sql/sql_results'

/** Longer than any build: a server that dies mid-build leaves the lock to expire, then the sweep retries. */
const BUILD_LOCK_MS = 15 * 60 * 1000

/** A request whose build failed this often is dropped, so that she may ask again. */
const MAX_ATTEMPTS = 3

/** The single-use link of the ready mail (data_exports_controller.ts answers it). */
const archiveLink = (token: string) => clientLink(`/api/data-exports/${token}`)

/**
 * Builds the archive of request `exportId` unless another process holds its lock or it is no
 * longer preparing; resolves true when it became ready here. She then finds a notice in the app
 * and a mail with a single-use link.
 */
export default class BuildDataExport {
  static async handle({ exportId }: { exportId: number }): Promise<boolean> {
    const buildLock = lock.createLock(`data_export:${exportId}`, BUILD_LOCK_MS)
    if (!(await buildLock.acquireImmediately())) return false
    try {
      const request = await DataExport.find(exportId)
      if (!request || request.status !== 'preparing') return false
      if (request.attempts >= MAX_ATTEMPTS) {
        logger.error({ exportId, userId: request.userId }, 'data export dropped after repeated failures')
        await request.delete()
        return false
      }
      await db.from('data_exports').where('id', exportId).increment('attempts', 1)
      return await buildAndAnnounce(request)
    } finally {
      await buildLock.release()
    }
  }
}

async function buildAndAnnounce(request: DataExport): Promise<boolean> {
  const user = await User.findOrFail(request.userId)
  const name = newArchiveName()
  const writer = await archiveWriter(name)
  try {
    await writeDataArchive(user, request.language, writer.stream)
    await writer.complete()
  } catch (error) {
    writer.stream.destroy()
    await writer.discard()
    throw error
  }
  const { token, tokenHash } = createOneTimeToken()
  const readyAt = DateTime.utc()
  const expiresAt = readyAt.plus({ days: retention.days.dataExports })
  // Only the request this build read: a newer one (24 h later) gets its own build.
  const became = await db
    .from('data_exports')
    .where('id', request.id)
    .where('status', 'preparing')
    .where('requested_at', toSqlDateTime(request.requestedAt))
    .update({
      status: 'ready',
      file_name: name,
      link_token_hash: tokenHash,
      ready_at: toSqlDateTime(readyAt),
      expires_at: toSqlDateTime(expiresAt),
    })
  if (affectedRows(became) === 0) {
    await removeArchive(name)
    return false
  }
  await leaveReadyNotice(user.id)
  await sendMail(user.email, dataExportMail(request.language, archiveLink(token), toSqlDateTime(expiresAt)))
  return true
}

async function leaveReadyNotice(userId: number) {
  const now = toSqlDateTime(DateTime.utc())
  await db.table('member_notices').insert({
    user_id: userId,
    kind: 'data_export_ready',
    post_id: null,
    post_title: null,
    read_at: null,
    created_at: now,
    updated_at: now,
  })
}
