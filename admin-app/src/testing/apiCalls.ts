import type { ErrorBody } from '@dilemma/api-client'
import { http, HttpResponse } from 'msw'
import type { SetupServer } from 'msw/node'
import { vi } from 'vitest'
import { apiBase } from './renderAdminConsole'

export interface RecordedCall {
  /** The path's parameters, e.g. `{ id: '12' }` for `/reports/:id/reject`. */
  params: Record<string, string | readonly string[] | undefined>
  /** The JSON body, the multipart form as a FormData, or undefined without a body. */
  body: unknown
  /** 1 for the first call, then 2 … */
  count: number
}

type Method = 'get' | 'post' | 'put' | 'delete'

async function readBody(request: Request): Promise<unknown> {
  const type = request.headers.get('content-type') ?? ''
  if (type.includes('application/json')) return request.json()
  if (type.includes('multipart/form-data')) return request.formData()
  return undefined
}

/** Answers `method path` (under the API root) through `resolve` and keeps every call made. */
export function answerCalls(
  server: SetupServer,
  method: Method,
  path: string,
  resolve: (call: RecordedCall) => Response | Promise<Response>,
): RecordedCall[] {
  const calls: RecordedCall[] = []
  server.use(
    http[method](`${apiBase}${path}`, async ({ request, params }) => {
      const call = { params, body: await readBody(request), count: calls.length + 1 }
      calls.push(call)
      return resolve(call)
    }),
  )
  return calls
}

/** The server's error answer. */
export const failure = (status: number, message: string, code = 'ERROR') =>
  HttpResponse.json<ErrorBody>({ success: false, code, message }, { status })

/** An answer that never comes: the screen stays in its loading state. */
export const never = () => new Promise<Response>(() => {})

/** The admin's answer to every browser confirmation; the spy records the questions. */
export const answerConfirmations = (agree: boolean) => vi.spyOn(window, 'confirm').mockReturnValue(agree)
