export type Listener<Payload> = (payload: Payload) => void

export interface EventEmitter<Events extends Record<string, unknown>> {
  /** Subscribes; the returned function unsubscribes. */
  on<Name extends keyof Events>(name: Name, listener: Listener<Events[Name]>): () => void
  emit<Name extends keyof Events>(name: Name, payload: Events[Name]): void
}

export function createEventEmitter<Events extends Record<string, unknown>>(): EventEmitter<Events> {
  const listeners = new Map<keyof Events, Set<Listener<never>>>()

  return {
    on(name, listener) {
      const forName = listeners.get(name) ?? new Set()
      listeners.set(name, forName)
      forName.add(listener)
      return () => {
        forName.delete(listener)
      }
    },
    emit(name, payload) {
      // Copy first so a listener that unsubscribes does not disturb the loop.
      for (const listener of [...(listeners.get(name) ?? [])]) {
        ;(listener as Listener<typeof payload>)(payload)
      }
    },
  }
}
