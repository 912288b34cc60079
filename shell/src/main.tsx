import { afterFirstPaint } from './lib/afterFirstPaint'
import { addDeferredPreloads } from './lib/deferredPreloads'

// With the server's first screen on the page, the app starts once the browser has painted it: its
// files the server kept back are fetched now, then the app takes the page over.
afterFirstPaint(() => {
  addDeferredPreloads()
  import('./bootstrap').catch((error: unknown) => console.error('Dilemma could not start', error))
})
