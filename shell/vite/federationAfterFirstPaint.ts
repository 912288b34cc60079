import { createHash } from 'node:crypto'
import type { Plugin } from 'vite'

/** The federation plugin's start script in index.html (`mf-entry-bootstrap-<n>-<hash>.js`). */
const federationStart = /(<script type="module" crossorigin src=")([^"]*\/)(mf-entry-bootstrap-[^"]+\.js)(")/

/**
 * Starts module federation only after the browser has painted the server's first screen (issue 27).
 * The federation's start script initialises the host and fetches and runs the shared React DOM and
 * design-system (127 KB brotli) before the shell's `main.tsx` can wait for the first paint; on a
 * busy phone that ran before the paint, which came ~2 s later in Lighthouse's slow runs. This
 * emits a small script that imports the start script once the browser reports its first
 * contentful paint (a `paint` entry: waiting for the next frame was not enough, a frame is shown
 * later than its callbacks run), or at the page's `load` should none come; at once without a first
 * screen or in a hidden tab. It takes the start script's place in index.html, after the federation
 * plugin has rewritten the page.
 */
export function federationAfterFirstPaint(): Plugin {
  return {
    name: 'dilemma-federation-after-first-paint',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const html = bundle['index.html']
      if (html?.type !== 'asset') return
      const source = String(html.source)
      const found = federationStart.exec(source)
      if (!found) throw new Error('federationAfterFirstPaint: no federation start script in index.html')
      const [, before = '', directory = '', startFile = '', after = ''] = found
      const gate = [
        `let started = false`,
        `const start = () => { if (!started) { started = true; import('./${startFile}') } }`,
        `if (!document.getElementById('first-screen') || document.visibilityState !== 'visible') start()`,
        `else {`,
        `  const painted = (list) => list.getEntriesByName('first-contentful-paint').length > 0 && start()`,
        `  new PerformanceObserver(painted).observe({ type: 'paint', buffered: true })`,
        `  addEventListener('load', start)`,
        `}`,
        '',
      ].join('\n')
      const gateFile = `first-paint-gate-${createHash('sha256').update(gate).digest('hex').slice(0, 8)}.js`
      this.emitFile({ type: 'asset', fileName: `assets/${gateFile}`, source: gate })
      html.source = source.replace(federationStart, `${before}${directory}${gateFile}${after}`)
    },
  }
}
