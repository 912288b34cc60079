import type * as Wire from '@dilemma/contract'
import type { HttpContext } from '@adonisjs/core/http'
import { adminPolicyFor } from '#policies/admin_policy'
import { createInvitationsValidator, listInvitationsValidator } from '#validators/account'
import CreateInvitations from '#actions/accounts/create_invitations'
import { previewInvitations } from '#queries/accounts/preview_invitations'
import { listInvitations } from '#queries/accounts/list_invitations'
import RevokeInvitation from '#actions/accounts/revoke_invitation'
import { InvitationSerializer } from '#serializers/invitation_serializer'
import { pickLanguage } from '#services/i18n/languages'
import { dryRunValidator } from '#validators/audit'
import { DRY_RUN_PASSED } from '#controllers/moderator'

export default class InvitationsController {
  async index({ auth, request }: HttpContext) {
    await adminPolicyFor(auth.use('web').getUserOrFail()).authorize('manageInvitations')
    const filters = await request.validateUsing(listInvitationsValidator)
    const { invitations, pagination } = await listInvitations(filters)
    return {
      success: true,
      invitations: invitations.map(InvitationSerializer.forAdmin),
      pagination,
    } satisfies Wire.InvitationList
  }

  async store({ auth, request, response }: HttpContext) {
    const admin = auth.use('web').getUserOrFail()
    await adminPolicyFor(admin).authorize('manageInvitations')
    const { emails, expiresInDays, language } = await request.validateUsing(createInvitationsValidator)
    const { dryRun } = await dryRunValidator.validate(request.qs())
    if (dryRun) {
      const preview = await previewInvitations(emails)
      return {
        success: true,
        dryRun: true,
        invitations: preview.invitations,
        already_registered: preview.alreadyRegistered,
      } satisfies Wire.InvitationsPreview
    }
    const result = await CreateInvitations.handle({
      emails,
      expiresInDays,
      language: pickLanguage(language, request.header('accept-language')),
      invitedBy: admin.id,
    })
    return response.created({
      success: true,
      invitations: result.invited.map(({ invitation, outcome, mailSent }) => ({
        ...InvitationSerializer.forAdmin(invitation),
        invited_by: admin.username,
        outcome,
        mail_sent: mailSent,
      })),
      already_registered: result.alreadyRegistered,
    } satisfies Wire.CreateInvitationsResponse)
  }

  async destroy({ auth, params, request }: HttpContext) {
    await adminPolicyFor(auth.use('web').getUserOrFail()).authorize('manageInvitations')
    const { dryRun } = await dryRunValidator.validate(request.qs())
    await RevokeInvitation.handle({ id: Number(params.id), dryRun })
    return (
      dryRun ? DRY_RUN_PASSED : { success: true, message: 'Invitation revoked' }
    ) satisfies Wire.DryRun<Wire.SuccessResponse>
  }
}
