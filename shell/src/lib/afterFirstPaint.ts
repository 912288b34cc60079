/**
 * Resolves once the browser has painted the server's first screen (issue 27), at once when there
 * is none or the page is not visible (a background tab paints nothing until shown). The app's
 * first run of its code is one long task: started after the paint, it never holds the paint back.
 */
export function afterFirstPaint(page: Document = document): Promise<void> {
  if (!page.getElementById('first-screen') || page.visibilityState !== 'visible') return Promise.resolve()
  // A frame's callbacks run just before its paint; a task queued from one runs after it.
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))
}

/**
 * Adds the app's preloads the server kept back in `<template id="after-first-paint">` until the
 * first screen was painted (backend `services/first_screen.ts`): its code is then fetched at once.
 */
export function addDeferredPreloads(page: Document = document): void {
  const deferred = page.getElementById('after-first-paint')
  if (deferred instanceof HTMLTemplateElement) page.head.append(deferred.content)
}
