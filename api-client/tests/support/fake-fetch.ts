/** A stand-in for the network: records each call and answers through a handler. */
export interface RecordedCall {
  url: string
  method: string
  headers: Headers
  body: BodyInit | null | undefined
  credentials: RequestCredentials | undefined
}

export type FakeHandler = (call: RecordedCall) => Response | Promise<Response>

export function createFakeFetch(handler: FakeHandler) {
  const calls: RecordedCall[] = []
  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const call: RecordedCall = {
      url: String(input),
      method: init.method ?? 'GET',
      headers: new Headers(init.headers),
      body: init.body,
      credentials: init.credentials,
    }
    calls.push(call)
    return handler(call)
  }
  return {
    fetch: fetch as typeof globalThis.fetch,
    calls,
    callsTo: (pathSuffix: string) =>
      calls.filter((call) => new URL(call.url, 'http://x').pathname.endsWith(pathSuffix)),
  }
}

export function jsonResponse(status: number, body: unknown, headers: HeadersInit = {}): Response {
  const allHeaders = new Headers(headers)
  allHeaders.set('Content-Type', 'application/json')
  return new Response(JSON.stringify(body), { status, headers: allHeaders })
}

export function errorResponse(status: number, code: string, message = code): Response {
  return jsonResponse(status, { success: false, code, message })
}

export function deferred<T = void>() {
  let resolve!: (value: T) => void
  const promise = new Promise<T>((done) => {
    resolve = done
  })
  return { promise, resolve }
}

/** Lets every pending promise callback run. */
export const flushPromises = () => new Promise((done) => setTimeout(done, 0))
