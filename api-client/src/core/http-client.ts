import { createSessionRefresher } from './session-refresh.js'
import { createTransport, type HttpMethod, type SendOptions, type TransportOptions } from './transport.js'

export interface RequestOptions extends SendOptions {
  /** For calls whose 401 must reach the caller unchanged, such as the refresh call itself. */
  skipSessionRefresh?: boolean
}

export type RequestOptionsWithoutBody = Omit<RequestOptions, 'body'>

/** What every `endpoints/<domain>.ts` file builds its typed calls on. */
export interface HttpClient {
  request<T>(method: HttpMethod, path: string, options?: RequestOptions): Promise<T>
  get<T>(path: string, options?: RequestOptionsWithoutBody): Promise<T>
  post<T>(path: string, body?: unknown, options?: RequestOptionsWithoutBody): Promise<T>
  put<T>(path: string, body?: unknown, options?: RequestOptionsWithoutBody): Promise<T>
  patch<T>(path: string, body?: unknown, options?: RequestOptionsWithoutBody): Promise<T>
  delete<T>(path: string, body?: unknown, options?: RequestOptionsWithoutBody): Promise<T>
}

export interface HttpClientOptions extends TransportOptions {
  /** Called once per failed session refresh. */
  onRefreshFailed: (error: unknown) => void
}

export const REFRESH_PATH = '/auth/refresh'

export function createHttpClient({ onRefreshFailed, ...transportOptions }: HttpClientOptions): HttpClient {
  const send = createTransport(transportOptions)
  const refresher = createSessionRefresher({
    refreshSession: () => send('POST', REFRESH_PATH),
    onRefreshFailed,
  })

  function request<T>(method: HttpMethod, path: string, options: RequestOptions = {}): Promise<T> {
    const { skipSessionRefresh, ...sendOptions } = options
    const call = () => send<T>(method, path, sendOptions)
    return skipSessionRefresh ? call() : refresher.run(call)
  }

  const withBody =
    (method: HttpMethod) =>
    <T>(path: string, body?: unknown, options?: RequestOptionsWithoutBody) =>
      request<T>(method, path, { ...options, body })

  return {
    request,
    get: (path, options) => request('GET', path, options),
    post: withBody('POST'),
    put: withBody('PUT'),
    patch: withBody('PATCH'),
    delete: withBody('DELETE'),
  }
}
