import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * What the fakes of outside services (Google, the AI services) share: an HTTP server on
 * 127.0.0.1 at a free port, started and stopped by the test group. A request whose handling
 * throws is answered 500.
 */
export abstract class LoopbackFake {
  protected origin = ''
  private server = createServer((request, response) => {
    this.handle(request, response).catch(() => sendJson(response, 500, { error: 'server_error' }))
  })

  async start() {
    await new Promise<void>((listening) => this.server.listen(0, '127.0.0.1', listening))
    this.origin = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`
  }

  stop(): Promise<void> {
    return new Promise((closed) => this.server.close(() => closed()))
  }

  protected abstract handle(request: IncomingMessage, response: ServerResponse): Promise<void>
}

export function sendJson(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body))
}

export async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}
