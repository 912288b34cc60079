import { createContext, useContext } from 'react'
import type { ReactNode } from 'react'
import type { LiveEvents } from './liveEventsTypes'

const LiveEventsContext = createContext<LiveEvents | null>(null)

/** The page's one live stream (the shell creates it); remotes follow channels through `useLiveChannel`. */
export function LiveEventsProvider({ events, children }: { events: LiveEvents; children: ReactNode }) {
  return <LiveEventsContext.Provider value={events}>{children}</LiveEventsContext.Provider>
}

/** The page's live stream, or null where there is none (a test, a page rendered without the shell). */
export function useLiveEvents(): LiveEvents | null {
  return useContext(LiveEventsContext)
}
