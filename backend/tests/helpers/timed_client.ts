import { fork, type ChildProcess } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { TS_LOADER } from '#bench/source_server'
import { serverUrl } from '#tests/helpers/server_url'

export interface TimedRequest {
  id: number
  url: string
  init: RequestInit
}

export interface TimedAnswer {
  status: number
  body: string
  /** From sending the request to having read the whole answer. */
  elapsedMs: number
}

type ChildAnswer = TimedAnswer & { id: number; setCookies: string[] }

/**
 * Times API calls as a client on another machine sees them: the requests go out from a child
 * process, since a client in the server's own process also waits for whatever work the server
 * does after answering. Keeps the cookies the server sets and echoes the XSRF token.
 */
export class TimedClient {
  private cookies = new Map<string, string>()
  private nextId = 0
  private waiting = new Map<number, { resolve: (answer: ChildAnswer) => void; reject: (error: Error) => void }>()

  private constructor(private child: ChildProcess) {
    child.on('message', (answer: ChildAnswer) => {
      this.waiting.get(answer.id)?.resolve(answer)
      this.waiting.delete(answer.id)
    })
    child.on('exit', (code) => {
      for (const { reject } of this.waiting.values()) reject(new Error(`the request process exited (${code})`))
      this.waiting.clear()
    })
  }

  /** A client that already holds the session and XSRF cookies from a first GET. */
  static async open(): Promise<TimedClient> {
    const child = fork(fileURLToPath(new URL('timed_requests_process.ts', import.meta.url)), {
      execArgv: TS_LOADER,
    })
    const client = new TimedClient(child)
    await client.send('GET', '/api/health')
    return client
  }

  async send(method: 'GET' | 'POST', path: string, body?: unknown): Promise<TimedAnswer> {
    const id = this.nextId++
    const answered = new Promise<ChildAnswer>((resolve, reject) => this.waiting.set(id, { resolve, reject }))
    const request: TimedRequest = {
      id,
      url: serverUrl(path),
      init: { method, headers: this.headers(), body: JSON.stringify(body) },
    }
    this.child.send(request)
    const { setCookies, ...answer } = await answered
    for (const line of setCookies) {
      const [name, value] = line.split(';')[0]!.split(/=(.*)/s)
      this.cookies.set(name!, value!)
    }
    return answer
  }

  close() {
    this.child.kill()
  }

  private headers(): Record<string, string> {
    return {
      'content-type': 'application/json',
      cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
      'x-csrf-token': decodeURIComponent(this.cookies.get('XSRF-TOKEN') ?? ''),
    }
  }
}
