import type { HttpClient } from '../core/http-client.js'
import type {
  CreateInvitationsRequest,
  CreateInvitationsResponse,
  InvitationList,
  ListInvitationsQuery,
  SuccessResponse,
} from '../types.js'

/** Admin only: who may register. */
export const invitationsEndpoints = (http: HttpClient) => ({
  list: (query: ListInvitationsQuery = {}) => http.get<InvitationList>('/admin/invitations', { query: { ...query } }),
  create: (request: CreateInvitationsRequest) => http.post<CreateInvitationsResponse>('/admin/invitations', request),
  revoke: (id: number) => http.delete<SuccessResponse>(`/admin/invitations/${id}`),
})
