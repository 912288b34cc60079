import { afterFirstPaint } from './lib/afterFirstPaint'
import { addDeferredPreloads } from './lib/deferredPreloads'
import { nextTask } from './lib/nextTask'

/**
 * The app's code, run a part per task: React DOM, then the app itself (its files the server kept
 * back are all fetched at once; in one task their code was ~200 ms on a phone). The
 * start (startApp) takes its own tasks after. (A step for React Router would keep all of its
 * exports in the build: +25 KB.)
 */
async function start(): Promise<void> {
  await import('react-dom/client')
  await nextTask()
  const { startApp } = await import('./bootstrap')
  await startApp()
}

// With the server's first screen on the page, the app starts once the browser has painted it.
afterFirstPaint(() => {
  addDeferredPreloads()
  start().catch((error: unknown) => console.error('Dilemma could not start', error))
})
