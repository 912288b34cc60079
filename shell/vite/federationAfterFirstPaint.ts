import type { Plugin } from 'vite'

/** The federation plugin's start script (`mf-entry-bootstrap-<n>-<hash>.js`) and the call that starts it. */
const federationStartFile = /(^|\/)mf-entry-bootstrap-[^/]+\.js$/
const federationStartCall = '\n(async () => {'

/**
 * Starts module federation only after the browser has painted the server's first screen (issue 27).
 * The federation's start script initialises the host and fetches and runs the shared React DOM and
 * design-system (127 KB brotli) before the shell's `main.tsx` is imported; on a busy phone that ran
 * before the paint, which came ~2 s later in Lighthouse's slow runs. This rewrites that script so
 * that its start runs once the browser reports its first contentful paint (a `paint` entry: waiting
 * for the next frame was not enough, a frame is shown later than its callbacks run; nor the page's
 * `load`, which came before the paint), or when the tab is hidden meanwhile; at once without a
 * first screen, in a hidden tab, or where the browser reports no paints. In the same file (no
 * request more on the first page); it throws when the federation plugin's script changes.
 */
export function federationAfterFirstPaint(): Plugin {
  return {
    name: 'dilemma-federation-after-first-paint',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const start = Object.values(bundle).find(
        (output) => output.type === 'asset' && federationStartFile.test(output.fileName),
      )
      const source = start?.type === 'asset' ? String(start.source) : ''
      if (!start || start.type !== 'asset' || source.split(federationStartCall).length !== 2) {
        throw new Error('federationAfterFirstPaint: the federation start script is not as expected')
      }
      // Small by hand: it is on every first page. `g` starts the federation once.
      const gate =
        `let s=0;const g=()=>s||(s=1,startFederation());const d=document;` +
        `if(!d.getElementById('first-screen')||d.visibilityState!=='visible'||` +
        `!PerformanceObserver.supportedEntryTypes?.includes('paint'))g();` +
        `else{new PerformanceObserver(l=>l.getEntriesByName('first-contentful-paint').length&&g())` +
        `.observe({type:'paint',buffered:!0});d.addEventListener('visibilitychange',g)}\n`
      start.source = source.replace(federationStartCall, '\nconst startFederation = () => (async () => {') + gate
    },
  }
}
