import { afterFirstPaint } from './lib/afterFirstPaint'
import { addDeferredPreloads } from './lib/deferredPreloads'

/** A task of its own for what comes next (a slow phone's long tasks stay shorter). */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0))

// With the server's first screen on the page, the app starts once the browser has painted it: its
// files the server kept back are fetched now. Their code is run in one task, the app's start in the
// next (one long task each was ~300 ms on a phone; issue 27).
afterFirstPaint(() => {
  addDeferredPreloads()
  import('./bootstrap')
    .then(async ({ startApp }) => {
      await nextTask()
      startApp()
    })
    .catch((error: unknown) => console.error('Dilemma could not start', error))
})
