import type { HttpClient } from '../core/http-client.js'
import type { AuditPage, AuditQuery } from '@dilemma/contract'

/** The audit log of moderator actions, newest first; admins only. */
export const auditEndpoints = (http: HttpClient) => ({
  list: (query: AuditQuery = {}) => http.get<AuditPage>('/admin/audit', { query: { ...query } }),
})
