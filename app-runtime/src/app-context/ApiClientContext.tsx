import type { ApiClient } from '@dilemma/api-client'
import { createContext, useContext } from 'react'
import type { ReactNode } from 'react'

// Lives in the shared design-system so the shell and both remotes talk through ONE client
// instance: one refresh lock, one `logout` event stream.
const ApiClientContext = createContext<ApiClient | null>(null)

export function ApiClientProvider({ client, children }: { client: ApiClient; children: ReactNode }) {
  return <ApiClientContext.Provider value={client}>{children}</ApiClientContext.Provider>
}

export function useApiClient(): ApiClient {
  const client = useContext(ApiClientContext)
  if (!client) throw new Error('useApiClient must be used inside <ApiClientProvider>')
  return client
}
