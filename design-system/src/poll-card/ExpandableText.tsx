import { Text } from '@mantine/core'
import type { TextProps } from '@mantine/core'
import { ReadMoreToggle } from './ReadMoreToggle'
import { useExpandableText } from './useExpandableText'

export interface ExpandableTextProps extends TextProps {
  text: string
  /** Characters shown before "read more". */
  limit: number
  readMoreLabel: string
  showLessLabel: string
}

/** Long text cut at `limit` characters with a read-more / show-less toggle. */
export function ExpandableText({ text, limit, readMoreLabel, showLessLabel, ...textProps }: ExpandableTextProps) {
  const { shown, truncatable, expanded, toggle } = useExpandableText(text, limit)
  return (
    <Text {...textProps} style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
      {shown}
      {truncatable && (
        <>
          {' '}
          <ReadMoreToggle
            expanded={expanded}
            onToggle={toggle}
            readMoreLabel={readMoreLabel}
            showLessLabel={showLessLabel}
          />
        </>
      )}
    </Text>
  )
}
