import type { HttpClient } from '../core/http-client.js'
import type { DryRunOr, ModerationOptions } from '@dilemma/contract'
import { dryRunQuery } from './moderation.js'
import type {
  CreateInvitationsRequest,
  CreateInvitationsResponse,
  InvitationList,
  InvitationsPreview,
  ListInvitationsQuery,
  SuccessResponse,
} from '@dilemma/contract'

/** Admin only: who may register. */
export const invitationsEndpoints = (http: HttpClient) => ({
  list: (query: ListInvitationsQuery = {}) => http.get<InvitationList>('/admin/invitations', { query: { ...query } }),
  /** With `dryRun`: what inviting would do to each address, nothing written or mailed. */
  create: <O extends ModerationOptions = object>(request: CreateInvitationsRequest, options?: O) =>
    http.post<O extends { dryRun: true } ? InvitationsPreview : CreateInvitationsResponse>(
      '/admin/invitations',
      request,
      dryRunQuery(options),
    ),
  revoke: <O extends ModerationOptions = object>(id: number, options?: O) =>
    http.delete<DryRunOr<O, SuccessResponse>>(`/admin/invitations/${id}`, undefined, dryRunQuery(options)),
})
