// Shared Vitest setup for every front-end package: jsdom lacks a few browser APIs Mantine relies on.
import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { afterEach, beforeAll } from 'vitest'
import { loadAlert } from '../components/LazyAlert'
import { Tooltip } from '../overlays/LazyTooltip'
import { setSessionMarker } from './sessionMarker'

// Lazily loaded chunks (modals, remote pages) can take seconds on a busy two-core CI machine:
// the default one-second wait of findBy* made such tests flaky there, and once even five seconds
// were not enough for the first lazy modal of a run. Test timeouts stay above this wait.
configure({ asyncUtilTimeout: 10_000 })

// The first modal or drawer of a test file loads Mantine's overlays (overlays/LazyOverlays.tsx);
// on a loaded machine that import alone outlasted a findBy* wait (the shell's session-expired
// test). Loading them before the file's tests keeps that cost out of every wait.
beforeAll(() => import('../overlays/mantineOverlays'), 60_000)
// Alerts and tooltips are lazy too (components/LazyAlert.tsx, overlays/LazyTooltip.tsx): once
// loaded, one is on screen in the same render that shows it, so a test can read it at once.
beforeAll(() => Promise.all([loadAlert(), Tooltip.load()]), 60_000)

afterEach(() => {
  cleanup()
  window.localStorage.clear()
  setSessionMarker(false)
})

if (!window.matchMedia) {
  window.matchMedia = (query: string): MediaQueryList => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  })
}

if (!window.ResizeObserver) {
  window.ResizeObserver = class {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  }
}

if (!Element.prototype.scrollIntoView) {
  Element.prototype.scrollIntoView = () => {}
}

// Mantine's autosizing Textarea listens for web fonts finishing loading.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => {}, removeEventListener: () => {}, ready: Promise.resolve() },
  })
}
