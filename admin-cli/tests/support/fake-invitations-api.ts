import { randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

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
    if (method === 'GET') response.setHeader('Set-Cookie', [`XSRF-TOKEN=${xsrf}; Path=/`])
    else if (request.headers['x-csrf-token'] !== xsrf) return fail(response, 403, 'CSRF_MISMATCH')
    if (url.pathname === '/api/health') return send(response, 200, { status: 'ok', db: 'sqlite' })
    if (!state.role) return fail(response, 401, 'TOKEN_MISSING')
    if (state.role !== 'admin') return fail(response, 403, 'FORBIDDEN')

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
      const body = JSON.parse(await readBody(request)) as FakeInvitationsApi['createRequests'][number]
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
      state.invitations.splice(state.invitations.indexOf(row), 1)
      return send(response, 200, { success: true, message: 'Invitation revoked' })
    }
    return fail(response, 404, 'NOT_FOUND')
  }

  const server = createServer((request, response) => {
    handle(request, response).catch(() => fail(response, 400, 'BAD_REQUEST'))
  })
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening))
  const { port } = server.address() as AddressInfo
  return Object.assign(state, {
    url: `http://127.0.0.1:${port}/api`,
    close: () => new Promise<void>((closed) => server.close(() => closed())),
  })
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}

function send(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body))
}

function fail(response: ServerResponse, status: number, code: string): void {
  send(response, status, { success: false, code, message: `fake API says ${code}` })
}
