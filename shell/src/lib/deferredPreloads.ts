/**
 * Adds the app's preloads the server kept back in `<template id="after-first-paint">` until the
 * first screen was painted (backend `app/middleware/first_screen.ts`): its code is then fetched at once.
 */
export function addDeferredPreloads(page: Document = document): void {
  const deferred = page.getElementById('after-first-paint')
  if (deferred instanceof HTMLTemplateElement) page.head.append(deferred.content)
}
