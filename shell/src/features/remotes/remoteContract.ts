import type { Language, RouteObject } from '@dilemma/design-system'

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
