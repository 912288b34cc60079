import { useRef, useState } from 'react'
import { saveCardAsPng } from '../utils/cardScreenshot'
import type { ScreenshotOutcome } from '../utils/cardScreenshot'

export type ScreenshotState = { status: 'idle' } | { status: 'working' } | ScreenshotOutcome

/** Saves the element behind `cardRef` as a PNG on `take`; a click while one is being taken does nothing. */
export function useCardScreenshot() {
  const cardRef = useRef<HTMLDivElement>(null)
  const [state, setState] = useState<ScreenshotState>({ status: 'idle' })
  const working = useRef(false)

  const take = async () => {
    if (working.current) return
    working.current = true
    setState({ status: 'working' })
    setState(await saveCardAsPng(cardRef.current))
    working.current = false
  }

  return { cardRef, state, take }
}
