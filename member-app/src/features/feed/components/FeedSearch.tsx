import { useIntl } from '@dilemma/app-runtime'
import { TextInput } from '@dilemma/design-system/forms'
import { useDebouncedValue } from '@dilemma/design-system/widgets'
import { useEffect, useState } from 'react'
import { searchOf } from '../lib/feedFilters'

/** Typing pauses of 300 ms send the search (member-spec §9). */
export const SEARCH_DEBOUNCE_MS = 300

interface FeedSearchProps {
  /** The search in effect. */
  search: string
  /** Called with a text of 3+ trimmed characters, or '' to clear. */
  onSearch: (text: string) => void
}

export function FeedSearch({ search, onSearch }: FeedSearchProps) {
  const intl = useIntl()
  const [text, setText] = useState(search)
  const [renderedSearch, setRenderedSearch] = useState(search)
  const [debounced] = useDebouncedValue(text, SEARCH_DEBOUNCE_MS)

  // The search changed from outside (a tag or category chosen, the chip cleared, history): the box
  // follows. A change the box asked for itself leaves the typed text alone ("ki" after clearing).
  if (search !== renderedSearch) {
    setRenderedSearch(search)
    if (searchOf(text) !== search) setText(search)
  }

  useEffect(() => {
    // Only a settled text is sent: while the debounce still holds the text from before an outside
    // change, sending it would bring the old search back over the chosen tag or category.
    if (debounced !== text) return
    const wanted = searchOf(debounced)
    if (wanted !== search) onSearch(wanted)
  }, [debounced, text, search, onSearch])

  return (
    <TextInput
      type="search"
      aria-label={intl.formatMessage({ id: 'member.feed.search.label' })}
      placeholder={intl.formatMessage({ id: 'member.feed.search.placeholder' })}
      value={text}
      onChange={(event) => setText(event.currentTarget.value)}
      flex={1}
    />
  )
}
