import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { HealthStatus } from '@dilemma/api-client'

/** What the fake APIs share: a server on 127.0.0.1, and the API's JSON answers and error shape. */

export interface FakeServer {
  /** The API root, e.g. `http://127.0.0.1:40123/api`. */
  url: string
  close(): Promise<void>
}

/** Serves `handle` on a free port of 127.0.0.1; a handler that throws answers 400 BAD_REQUEST. */
export async function serveOnLoopback(
  handle: (request: IncomingMessage, response: ServerResponse) => Promise<void>,
): Promise<FakeServer> {
  const server = createServer((request, response) => {
    handle(request, response).catch(() => fail(response, 400, 'BAD_REQUEST'))
  })
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/api`,
    close: () => new Promise<void>((closed) => server.close(() => closed())),
  }
}

/** What the fake APIs' `/health` answers: a release other than the CLI's, as a server may run. */
export const FAKE_HEALTH: HealthStatus = { status: 'ok', db: 'sqlite', version: '0.9.0', database: 'ok' }

export async function readRawBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}

export function send(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body))
}

export function fail(response: ServerResponse, status: number, code: string): void {
  send(response, status, { success: false, code, message: `fake API says ${code}` })
}

/**
 * The API's XSRF rule (a GET hands out the cookie, any other method must echo it in
 * `X-CSRF-Token`) and its health check. True when the request got its answer here.
 */
export function answeredXsrfOrHealth(request: IncomingMessage, response: ServerResponse, xsrf: string): boolean {
  if (request.method === 'GET') {
    response.setHeader('Set-Cookie', [`XSRF-TOKEN=${xsrf}; Path=/`])
  } else if (request.headers['x-csrf-token'] !== xsrf) {
    fail(response, 403, 'CSRF_MISMATCH')
    return true
  }
  if (request.url !== '/api/health') return false
  send(response, 200, FAKE_HEALTH)
  return true
}

/** The admin routes' guard: 401 for a guest, 403 for a member. True when the caller was refused. */
export function refusedUnlessAdmin(response: ServerResponse, role: 'admin' | 'user' | null): boolean {
  if (role === 'admin') return false
  if (role) fail(response, 403, 'FORBIDDEN')
  else fail(response, 401, 'TOKEN_MISSING')
  return true
}
