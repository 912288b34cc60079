import type { ApiClient, User } from '@dilemma/api-client'
import {
  ApiClientProvider,
  CatalogIntlProvider,
  LanguageProvider,
  QueryClientProvider,
  SessionProvider,
  useFirstScreenTimeZone,
} from '@dilemma/app-runtime'
import { DilemmaThemeProvider, NoTextsNotice } from '@dilemma/design-system'
import type { Language, MessageCatalogStore, QueryClient, SignedOutReason } from '@dilemma/app-runtime'
import type { ReactNode } from 'react'
import { SessionReady } from './SessionReady'

export interface AppProvidersProps {
  client: ApiClient
  catalog: MessageCatalogStore
  queryClient: QueryClient
  onSignedOut: (reason: SignedOutReason) => void | Promise<void>
  /** `test` switches Mantine transitions and portals off. */
  env?: 'default' | 'test'
  /** The language to start in (the server's first screen, and the page that shows it). */
  language?: Language
  /** Whether this browser may hold a session (default: the session marker cookie). */
  mayHaveSession?: () => boolean
  /** The signed-in user the server's first screen shows: the session starts with her. */
  initialUser?: User
  /** The time zone of the server's first screen's dates: the take-over shows them in it. */
  firstScreenTimeZone?: string
  children: ReactNode
}

/** Every provider of the page, created once here; remotes only consume them. */
export function AppProviders(props: AppProvidersProps) {
  const { client, catalog, queryClient, onSignedOut, env, language, mayHaveSession, initialUser, children } = props
  return (
    <DilemmaThemeProvider env={env}>
      <LanguageProvider initialLanguage={language}>
        <CatalogIntl catalog={catalog} firstScreenTimeZone={props.firstScreenTimeZone}>
          <QueryClientProvider client={queryClient}>
            <ApiClientProvider client={client}>
              <SessionProvider onSignedOut={onSignedOut} mayHaveSession={mayHaveSession} initialUser={initialUser}>
                <SessionReady>{children}</SessionReady>
              </SessionProvider>
            </ApiClientProvider>
          </QueryClientProvider>
        </CatalogIntl>
      </LanguageProvider>
    </DilemmaThemeProvider>
  )
}

interface CatalogIntlProps {
  catalog: MessageCatalogStore
  firstScreenTimeZone: string | undefined
  children: ReactNode
}

/**
 * The catalog's texts, with dates in the first screen's time zone until the app has taken it over.
 * A component of its own: the switch renders it and the IntlProvider again, not every provider
 * (Mantine's gives its context a new value each render).
 */
function CatalogIntl({ catalog, firstScreenTimeZone, children }: CatalogIntlProps) {
  const timeZone = useFirstScreenTimeZone(firstScreenTimeZone)
  return (
    <CatalogIntlProvider catalog={catalog} unavailable={<NoTextsNotice />} timeZone={timeZone}>
      {children}
    </CatalogIntlProvider>
  )
}
