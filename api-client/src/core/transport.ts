import { ApiError } from './api-error.js'
import type { CookieStore } from './cookie-store.js'
import { errorFromResponse } from './error-from-response.js'
import { toQueryString, type QueryParams } from './query-string.js'
import { createXsrfTokenReader, XSRF_HANDOVER_HEADER, XSRF_HEADER } from './xsrf.js'

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

export interface SendOptions {
  query?: QueryParams
  /** A `FormData` is sent as multipart; anything else as JSON. */
  body?: unknown
  signal?: AbortSignal
  /** The answer is a file (an image): resolved as a Blob; an error answer is still JSON. */
  binary?: boolean
}

export interface TransportOptions {
  /** The API root, e.g. `/api` in the browser or `http://localhost:3333/api` in Node. */
  baseUrl: string
  fetch?: typeof fetch
  cookieStore?: CookieStore
}

/** Sends one request and turns the answer into a value or an ApiError; knows nothing of sessions. */
export type Send = <T>(method: HttpMethod, path: string, options?: SendOptions) => Promise<T>

/** The cheapest GET: it makes the server set the XSRF cookie. */
const XSRF_PRIMING_PATH = '/health'

export function createTransport({ baseUrl, fetch: fetchImpl, cookieStore }: TransportOptions): Send {
  const doFetch = fetchImpl ?? ((input, init) => globalThis.fetch(input, init))
  const root = baseUrl.replace(/\/+$/, '')
  const readXsrfToken = createXsrfTokenReader(cookieStore)
  let xsrfPriming: Promise<void> | undefined
  /** The newest token the API handed over in a header (cross-origin pages only); wins over a cookie. */
  let handedOverXsrfToken: string | undefined

  const currentXsrfToken = (url: string) => handedOverXsrfToken ?? readXsrfToken?.(url)

  /** The XSRF token only comes with an answer, so a GET is made before the first state-changing call. */
  async function xsrfTokenFor(url: string): Promise<string | undefined> {
    if (!readXsrfToken) return undefined
    const token = currentXsrfToken(url)
    if (token) return token
    xsrfPriming ??= send('GET', XSRF_PRIMING_PATH)
      .then(
        () => undefined,
        // The real call reports the problem (e.g. the network) better than the priming GET could.
        () => undefined,
      )
      .finally(() => {
        xsrfPriming = undefined
      })
    await xsrfPriming
    return currentXsrfToken(url)
  }

  async function send<T>(method: HttpMethod, path: string, options: SendOptions = {}): Promise<T> {
    const url = `${root}${path}${toQueryString(options.query)}`
    const headers = new Headers({ Accept: options.binary ? '*/*' : 'application/json' })
    if (method !== 'GET') {
      const xsrfToken = await xsrfTokenFor(url)
      if (xsrfToken) headers.set(XSRF_HEADER, xsrfToken)
    }
    // Read after the XSRF priming, whose answer may have set cookies this call needs.
    const cookieHeader = cookieStore?.cookieHeaderFor(new URL(url))
    if (cookieHeader) headers.set('Cookie', cookieHeader)
    const body = encodeBody(options.body, headers)

    const response = await fetchOrNetworkError(() =>
      doFetch(url, { method, headers, body, credentials: 'include', signal: options.signal }),
    )
    cookieStore?.storeSetCookies(new URL(url), response.headers.getSetCookie())
    // Error answers count too: a refused write hands out the current token for the retry.
    handedOverXsrfToken = response.headers.get(XSRF_HANDOVER_HEADER) ?? handedOverXsrfToken
    if (options.binary && response.ok) return (await fetchOrNetworkError(() => response.blob())) as T
    const text = await fetchOrNetworkError(() => response.text())
    const parsed = parseJson(text)

    if (!response.ok) throw errorFromResponse(response.status, response.statusText, parsed.value, response.headers)
    if (!parsed.ok) {
      throw new ApiError(response.status, 'INVALID_RESPONSE', 'The server answered with something other than JSON')
    }
    return parsed.value as T
  }

  return send
}

function encodeBody(body: unknown, headers: Headers): RequestInit['body'] {
  if (body === undefined) return undefined
  // fetch writes the multipart boundary itself; a Content-Type set here would lose it.
  if (body instanceof FormData) return body
  headers.set('Content-Type', 'application/json')
  return JSON.stringify(body)
}

async function fetchOrNetworkError<T>(step: () => Promise<T>): Promise<T> {
  try {
    return await step()
  } catch (error) {
    // A caller's abort is not a failure of the network: let it through as the AbortError it is.
    if (error instanceof Error && error.name === 'AbortError') throw error
    throw new ApiError(0, 'NETWORK_ERROR', `The server could not be reached (${describeNetworkFailure(error)})`)
  }
}

/** Node's fetch says only "fetch failed"; the useful part (ECONNREFUSED 127.0.0.1:3333) is its cause. */
function describeNetworkFailure(error: unknown): string {
  if (!(error instanceof Error)) return String(error)
  return error.cause instanceof Error ? `${error.message}: ${error.cause.message}` : error.message
}

type ParsedBody = { ok: true; value: unknown } | { ok: false; value: undefined }

function parseJson(text: string): ParsedBody {
  if (text === '') return { ok: true, value: undefined }
  try {
    return { ok: true, value: JSON.parse(text) }
  } catch {
    return { ok: false, value: undefined }
  }
}
