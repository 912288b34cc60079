import type { ApiClient } from '@dilemma/api-client'
import {
  ApiClientProvider,
  CatalogIntlProvider,
  DilemmaThemeProvider,
  LanguageProvider,
  QueryClientProvider,
  SessionProvider,
} from '@dilemma/design-system'
import type { MessageCatalogStore, QueryClient, SignedOutReason } from '@dilemma/design-system'
import type { ReactNode } from 'react'
import { SessionReady } from './SessionReady'

export interface AppProvidersProps {
  client: ApiClient
  catalog: MessageCatalogStore
  queryClient: QueryClient
  onSignedOut: (reason: SignedOutReason) => void | Promise<void>
  /** `test` switches Mantine transitions and portals off. */
  env?: 'default' | 'test'
  children: ReactNode
}

/** Every provider of the page, created once here; remotes only consume them. */
export function AppProviders({ client, catalog, queryClient, onSignedOut, env, children }: AppProvidersProps) {
  return (
    <DilemmaThemeProvider env={env}>
      <LanguageProvider>
        <CatalogIntlProvider catalog={catalog}>
          <QueryClientProvider client={queryClient}>
            <ApiClientProvider client={client}>
              <SessionProvider onSignedOut={onSignedOut}>
                <SessionReady>{children}</SessionReady>
              </SessionProvider>
            </ApiClientProvider>
          </QueryClientProvider>
        </CatalogIntlProvider>
      </LanguageProvider>
    </DilemmaThemeProvider>
  )
}
