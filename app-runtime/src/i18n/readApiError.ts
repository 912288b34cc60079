export interface ApiErrorFacts {
  status: number
  code: string
}

/**
 * Status and server code of a failed api-client call (an `ApiError`), or undefined for anything else.
 * Duck-typed on purpose: `instanceof` is unreliable across separately built federated bundles,
 * and it spares the remotes a runtime copy of the api-client.
 */
export function readApiError(error: unknown): ApiErrorFacts | undefined {
  if (!(error instanceof Error) || error.name !== 'ApiError') return undefined
  const { status, code } = error as Error & Partial<ApiErrorFacts>
  return typeof status === 'number' && typeof code === 'string' ? { status, code } : undefined
}
