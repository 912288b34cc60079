import { addDeferredPreloads, afterFirstPaint } from './lib/afterFirstPaint'

// The async boundary module federation needs before shared modules are used; with the server's
// first screen on the page, taken after the browser has painted it (and only then are the app's
// files the server kept back fetched).
afterFirstPaint()
  .then(() => {
    addDeferredPreloads()
    return import('./bootstrap')
  })
  .catch((error: unknown) => console.error('Dilemma could not start', error))
