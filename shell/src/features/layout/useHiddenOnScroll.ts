import { useEffect, useState } from 'react'
import { headerHiddenAfterScroll } from './headerVisibility'

/** Follows the page's scrolling: true while the header should be out of the way. */
export function useHiddenOnScroll(): boolean {
  const [hidden, setHidden] = useState(false)

  useEffect(() => {
    let previousY = window.scrollY
    const onScroll = () => {
      const fromY = previousY
      const toY = window.scrollY
      previousY = toY
      setHidden((hiddenBefore) => headerHiddenAfterScroll(fromY, toY, hiddenBefore))
    }
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => window.removeEventListener('scroll', onScroll)
  }, [])

  return hidden
}
