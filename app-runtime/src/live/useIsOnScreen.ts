import { useEffect, useState } from 'react'
import type { RefObject } from 'react'

/**
 * True while the element is on screen (or within `margin` of it). Where IntersectionObserver is
 * missing (old browsers, jsdom) the element counts as on screen.
 */
export function useIsOnScreen(ref: RefObject<Element | null>, margin = '200px'): boolean {
  const [onScreen, setOnScreen] = useState(typeof IntersectionObserver === 'undefined')
  useEffect(() => {
    const element = ref.current
    if (!element || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(([entry]) => setOnScreen(entry?.isIntersecting ?? false), {
      rootMargin: margin,
    })
    observer.observe(element)
    return () => observer.disconnect()
  }, [ref, margin])
  return onScreen
}
