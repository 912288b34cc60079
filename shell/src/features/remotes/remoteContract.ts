import type { LoadMessages, RouteObject } from '@dilemma/app-runtime'

/** Default export of every remote's `./routes` module. */
export interface RemoteRoutesModule {
  routes: RouteObject[]
  /** One language's messages (its own chunk), loaded by the shell for the languages on screen. */
  loadMessages: LoadMessages
}

export interface RemoteDefinition {
  name: string
  /** Paths at or below this prefix belong to the remote; `/` makes it the fallback owner. */
  pathPrefix: string
  load: () => Promise<RemoteRoutesModule>
}
