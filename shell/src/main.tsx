import { addDeferredPreloads } from './lib/deferredPreloads'

// The async boundary module federation needs before shared modules are used. With the server's
// first screen on the page, the federation itself started only once the browser had painted it
// (shell/vite/federationAfterFirstPaint.ts): the app's files the server kept back are fetched now.
addDeferredPreloads()
import('./bootstrap').catch((error: unknown) => console.error('Dilemma could not start', error))
