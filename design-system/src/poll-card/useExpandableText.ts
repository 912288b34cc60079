import { useState } from 'react'
import { truncateText } from './truncateText'

/** The text to show (cut at `limit` until expanded) and whether a read-more toggle is needed. */
export function useExpandableText(text: string, limit: number) {
  const [expanded, setExpanded] = useState(false)
  const short = truncateText(text, limit)
  return {
    shown: expanded ? text : short.text,
    truncatable: short.truncated,
    expanded,
    toggle: () => setExpanded((current) => !current),
  }
}
