import { randomBytes } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { answeredXsrfOrHealth, fail, readRawBody, refusedUnlessAdmin, send, serveOnLoopback } from './fake-server.js'

/**
 * A stand-in for the invitation endpoints of the Dilemma API on 127.0.0.1: the XSRF cookie of
 * GETs checked on every other method, a session cookie that must be an admin's, and an
 * in-memory invitation table with the real answers' shapes.
 */

interface StoredInvitation {
  id: number
  email: string
  status: 'pending' | 'used' | 'expired'
  expires_at: string
  used_at: string | null
  created_at: string
  invited_by: string | null
}

export interface FakeInvitationsApi {
  url: string
  invitations: StoredInvitation[]
  /** Addresses that already have an account. */
  registered: Set<string>
  /** Every POST body received, in order. */
  createRequests: { emails: string[]; expiresInDays?: number; language?: string }[]
  /** The role of the signed-in caller; null for a guest. */
  role: 'admin' | 'user' | null
  close(): Promise<void>
}

export async function startFakeInvitationsApi(): Promise<FakeInvitationsApi> {
  const xsrf = `x${randomBytes(8).toString('hex')}`
  let nextId = 1
  const state: Omit<FakeInvitationsApi, 'url' | 'close'> = {
    invitations: [],
    registered: new Set(),
    createRequests: [],
    role: 'admin',
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://fake')
    const method = request.method ?? 'GET'
    if (answeredXsrfOrHealth(request, response, xsrf) || refusedUnlessAdmin(response, state.role)) return

    if (method === 'GET' && url.pathname === '/api/admin/invitations') {
      const status = url.searchParams.get('status')
      const rows = state.invitations.filter((row) => !status || row.status === status)
      return send(response, 200, {
        success: true,
        invitations: rows,
        pagination: { page: 1, limit: 100, total: rows.length, totalPages: 1 },
      })
    }
    if (method === 'POST' && url.pathname === '/api/admin/invitations') {
      const body = JSON.parse(
        (await readRawBody(request)).toString('utf8'),
      ) as FakeInvitationsApi['createRequests'][number]
      // A dry run (like the real API's) says what would happen and keeps nothing.
      const dryRun = url.searchParams.get('dryRun') === 'true'
      if (dryRun) {
        return send(response, 200, {
          success: true,
          dryRun: true,
          invitations: body.emails
            .filter((email) => !state.registered.has(email))
            .map((email) => ({
              email,
              outcome: state.invitations.some((row) => row.email === email) ? 'renewed' : 'invited',
            })),
          already_registered: body.emails.filter((email) => state.registered.has(email)),
        })
      }
      state.createRequests.push(body)
      const invited = []
      const alreadyRegistered = []
      for (const email of body.emails) {
        if (state.registered.has(email)) {
          alreadyRegistered.push(email)
          continue
        }
        const existing = state.invitations.find((row) => row.email === email)
        const row = existing ?? {
          id: nextId++,
          email,
          status: 'pending' as const,
          expires_at: '2030-01-15T00:00:00.000Z',
          used_at: null,
          created_at: '2030-01-01T00:00:00.000Z',
          invited_by: 'admin',
        }
        if (!existing) state.invitations.push(row)
        invited.push({ ...row, outcome: existing ? 'renewed' : 'invited', mail_sent: !email.startsWith('bounce') })
      }
      return send(response, 201, { success: true, invitations: invited, already_registered: alreadyRegistered })
    }
    const revoke = url.pathname.match(/^\/api\/admin\/invitations\/(\d+)$/)
    if (method === 'DELETE' && revoke) {
      const row = state.invitations.find((candidate) => candidate.id === Number(revoke[1]))
      if (!row) return fail(response, 404, 'NOT_FOUND')
      if (row.status === 'used') return fail(response, 409, 'INVITATION_USED')
      if (url.searchParams.get('dryRun') === 'true') return send(response, 200, { success: true, dryRun: true })
      state.invitations.splice(state.invitations.indexOf(row), 1)
      return send(response, 200, { success: true, message: 'Invitation revoked' })
    }
    return fail(response, 404, 'NOT_FOUND')
  }

  return Object.assign(state, await serveOnLoopback(handle))
}
