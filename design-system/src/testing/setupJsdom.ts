// Shared Vitest setup for every front-end package: app-runtime's (jest-dom, cleanup, waits), and
// the few browser APIs jsdom lacks that Mantine relies on.
import '@dilemma/app-runtime/testing/setupJsdom'
import { beforeAll } from 'vitest'
import { loadAlert } from '../components/LazyAlert'
import { Tooltip } from '../overlays/LazyTooltip'

// The first modal or drawer of a test file loads Mantine's overlays (overlays/LazyOverlays.tsx);
// on a loaded machine that import alone outlasted a findBy* wait (the shell's session-expired
// test). Loading them before the file's tests keeps that cost out of every wait.
beforeAll(() => import('../overlays/mantineOverlays'), 60_000)
// Alerts and tooltips are lazy too (components/LazyAlert.tsx, overlays/LazyTooltip.tsx): once
// loaded, one is on screen in the same render that shows it, so a test can read it at once.
beforeAll(() => Promise.all([loadAlert(), Tooltip.load()]), 60_000)

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
