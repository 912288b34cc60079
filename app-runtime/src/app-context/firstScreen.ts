import { useLayoutEffect } from 'react'

/**
 * The server's first screen (issue 27, docs/decisions.md): the server sends a page's first screen
 * rendered by the app's own components in `#first-screen`, and the app's `#root` hidden beside it.
 * The app renders into `#root` as always; the screen that the server rendered shows the app in
 * the commit that puts the same screen on the page (before the browser paints it), and the
 * server's copy leaves. Pages without a first screen have neither element nor `hidden`.
 */
export function showApp(): void {
  document.getElementById('first-screen')?.remove()
  document.getElementById('root')?.removeAttribute('hidden')
}

/** Rendered by a screen once it is complete: the app takes the page over from the server's copy. */
export function ShowApp(): null {
  useLayoutEffect(showApp, [])
  return null
}
