import { FEED_SORTS, type FeedSort } from '@dilemma/api-client'
import { useIntl } from '@dilemma/app-runtime'
import { Stack } from '@dilemma/design-system'
import { Checkbox, SelectOnFirstUse } from '@dilemma/design-system/widgets'
import type { FeedFilterFlag, FeedFilters } from '../lib/feedFilters'

interface FeedFiltersPanelProps {
  filters: FeedFilters
  signedIn: boolean
  onFlagChange: (flag: FeedFilterFlag, on: boolean) => void
  onSortChange: (sort: FeedSort) => void
}

/** Active/voted/unvoted, limit type, media, and the sort. Voted and unvoted need a session. */
export function FeedFiltersPanel({ filters, signedIn, onFlagChange, onSortChange }: FeedFiltersPanelProps) {
  const intl = useIntl()
  const flags: FeedFilterFlag[] = [
    'activeOnly',
    ...(signedIn ? (['votedOnly', 'unvotedOnly'] as const) : []),
    'timeOnly',
    'voteLimitOnly',
    'withImages',
    'textOnly',
  ]
  return (
    <Stack gap="xs">
      {flags.map((flag) => (
        <Checkbox
          key={flag}
          label={intl.formatMessage({ id: `member.feed.filters.${flag}` })}
          checked={filters[flag]}
          onChange={(event) => onFlagChange(flag, event.currentTarget.checked)}
        />
      ))}
      <SelectOnFirstUse
        label={intl.formatMessage({ id: 'member.feed.filters.sort' })}
        value={filters.sort}
        onChange={(value) => value && onSortChange(value as FeedSort)}
        allowDeselect={false}
        data={FEED_SORTS.map((sort) => ({
          value: sort,
          label: intl.formatMessage({ id: `member.feed.sort.${sort}` }),
        }))}
        comboboxProps={{ withinPortal: false }}
      />
    </Stack>
  )
}
