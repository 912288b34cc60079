import { TextInput, useIntl } from '@dilemma/design-system'
import { useDebouncedValue } from '@dilemma/design-system/widgets'
import { useEffect, useState } from 'react'
import { SEARCH_MINIMUM } from '../lib/feedFilters'

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
  const [debounced] = useDebouncedValue(text, SEARCH_DEBOUNCE_MS)

  // Choosing a tag or category clears the search: the box follows.
  useEffect(() => {
    if (search === '') setText('')
  }, [search])

  useEffect(() => {
    const trimmed = debounced.trim()
    if (trimmed.length >= SEARCH_MINIMUM && trimmed !== search) onSearch(trimmed)
    else if (trimmed === '' && search !== '') onSearch('')
  }, [debounced, search, onSearch])

  return (
    <TextInput
      type="search"
      aria-label={intl.formatMessage({ id: 'member.feed.search.label' })}
      placeholder={intl.formatMessage({ id: 'member.feed.search.placeholder' })}
      value={text}
      onChange={(event) => setText(event.currentTarget.value)}
      style={{ flex: 1 }}
    />
  )
}
