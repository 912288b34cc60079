import type { Language } from '@dilemma/design-system'
import type { RouteObject } from 'react-router'

export type MessageCatalog = Record<string, string>

/** Default export of every remote's `./routes` module. */
export interface RemoteRoutesModule {
  routes: RouteObject[]
  messages: Record<Language, MessageCatalog>
}

export interface RemoteDefinition {
  name: string
  /** Paths at or below this prefix belong to the remote; `/` makes it the fallback owner. */
  pathPrefix: string
  load: () => Promise<RemoteRoutesModule>
}
