import type * as Wire from '@dilemma/contract'
import type { HttpContext, Response } from '@adonisjs/core/http'
import type { DateTime } from 'luxon'
import { accountConfirmationValidator } from '#validators/account'
import RequestDataExport from '#actions/privacy/request_data_export'
import BuildDataExport from '#actions/privacy/build_data_export'
import OpenArchiveByLink from '#actions/privacy/open_archive_by_link'
import { dataExportState, openOwnArchive } from '#queries/privacy/data_export_state'
import AdminDataExport from '#actions/privacy/admin_data_export'
import { privacyErrors } from '#exceptions/privacy_errors'
import { pickLanguage } from '#services/i18n/languages'
import { runAfterResponse } from '#services/system/background_tasks'

function sendArchive(response: Response, archive: { size?: number; madeAt: DateTime; stream: NodeJS.ReadableStream }) {
  response.header('Content-Type', 'application/zip')
  response.header('Content-Disposition', `attachment; filename="dilemma-data-${archive.madeAt.toISODate()}.zip"`)
  response.header('Cache-Control', 'no-store')
  if (archive.size !== undefined) response.header('Content-Length', String(archive.size))
  response.stream(archive.stream as never)
}

/** "Download my data": her request, its state, the download; an admin's export of a member. */
export default class DataExportsController {
  async store({ auth, request, response }: HttpContext) {
    const consent = await request.validateUsing(accountConfirmationValidator)
    const user = auth.use('web').getUserOrFail()
    const language = pickLanguage(user.language, request.header('accept-language'))
    const requested = await RequestDataExport.handle({ user, consent, language })
    // Built after the answer, in this process; a server that stops mid-build leaves it to the sweep.
    runAfterResponse(response, 'data export', () => BuildDataExport.handle({ exportId: requested.id }))
    response.status(202)
    return (await dataExportState(user.id)) satisfies Wire.DataExportState
  }

  async show({ auth }: HttpContext) {
    return (await dataExportState(auth.use('web').getUserOrFail().id)) satisfies Wire.DataExportState
  }

  /** Her own archive to her session; a guest gets the 404 anyone else gets. */
  async download({ auth, response }: HttpContext) {
    const guard = auth.use('web')
    if (!(await guard.check())) throw privacyErrors.exportNotFound()
    sendArchive(response, await openOwnArchive(guard.getUserOrFail().id))
  }

  async downloadByLink({ params, response }: HttpContext) {
    sendArchive(response, await OpenArchiveByLink.handle({ token: String(params.token) }))
  }

  /** GET /admin/users/:id/export: the member's archive, made now and streamed, audited. */
  async ofMember(ctx: HttpContext) {
    const archive = await AdminDataExport.handle({
      userId: Number(ctx.params.id),
      actorId: ctx.auth.use('web').getUserOrFail().id,
    })
    sendArchive(ctx.response, archive)
  }
}
