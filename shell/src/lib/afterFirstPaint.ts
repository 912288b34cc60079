/**
 * Runs `start` once the browser has painted the server's first screen: on a busy phone
 * the app's start-up, run before that paint, put it off by seconds. The paint is the browser's
 * `first-contentful-paint` entry (the next frame is not enough: a frame is shown later than its
 * callbacks run; nor the page's `load`, which can come before it), or the tab being hidden
 * meanwhile. At once without a first screen, in a hidden tab, or where the browser reports no paints.
 */
export function afterFirstPaint(start: () => void, page: Document = document): void {
  let started = false
  const startOnce = () => {
    if (started) return
    started = true
    start()
  }
  const reportsPaints = PerformanceObserver.supportedEntryTypes?.includes('paint') ?? false
  if (!page.getElementById('first-screen') || page.visibilityState !== 'visible' || !reportsPaints) {
    startOnce()
    return
  }
  new PerformanceObserver((entries) => {
    if (entries.getEntriesByName('first-contentful-paint').length > 0) startOnce()
  }).observe({ type: 'paint', buffered: true })
  page.addEventListener('visibilitychange', startOnce)
}
