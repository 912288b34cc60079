import { useState } from 'react'

/**
 * True from the first render where `opened` is, and from then on: an overlay's code and portal are
 * added when it first opens, and stay for its closing animation and its next opening.
 */
export function useOpenedOnce(opened: boolean): boolean {
  const [once, setOnce] = useState(opened)
  if (opened && !once) setOnce(true)
  return once
}
