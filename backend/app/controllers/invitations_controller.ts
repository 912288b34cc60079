import type { HttpContext } from '@adonisjs/core/http'
import { adminPolicyFor } from '#policies/admin_policy'
import { createInvitationsValidator, listInvitationsValidator } from '#validators/account'
import { createInvitations } from '#actions/accounts/create_invitations'
import { listInvitations } from '#actions/accounts/list_invitations'
import { revokeInvitation } from '#actions/accounts/revoke_invitation'
import { InvitationSerializer } from '#serializers/invitation_serializer'
import { pickLanguage } from '#services/languages'

export default class InvitationsController {
  async index({ auth, request }: HttpContext) {
    await adminPolicyFor(auth.use('web').getUserOrFail()).authorize('manageInvitations')
    const filters = await request.validateUsing(listInvitationsValidator)
    const { invitations, pagination } = await listInvitations(filters)
    return { success: true, invitations: invitations.map(InvitationSerializer.forAdmin), pagination }
  }

  async store({ auth, request, response }: HttpContext) {
    const admin = auth.use('web').getUserOrFail()
    await adminPolicyFor(admin).authorize('manageInvitations')
    const { emails, expiresInDays, language } = await request.validateUsing(createInvitationsValidator)
    const result = await createInvitations({
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
    })
  }

  async destroy({ auth, params }: HttpContext) {
    await adminPolicyFor(auth.use('web').getUserOrFail()).authorize('manageInvitations')
    await revokeInvitation(Number(params.id))
    return { success: true, message: 'Invitation revoked' }
  }
}
