import { Box, Text } from '@dilemma/design-system'
import { SegmentedControl } from '@dilemma/design-system/extras'
import { useId } from 'react'
import { isOptionCount, optionCounts } from '../utils/focusCategories'
import type { OptionCount } from '../utils/focusCategories'

interface OptionCountControlProps {
  label: string
  value: OptionCount
  onChange: (count: OptionCount) => void
}

/** 2, 3 or 4 answer options: a radio group named by its visible label. */
export function OptionCountControl({ label, value, onChange }: OptionCountControlProps) {
  const labelId = useId()
  return (
    <Box>
      <Text id={labelId} fw={600} size="sm" mb={6}>
        {label}
      </Text>
      <SegmentedControl
        aria-labelledby={labelId}
        data={optionCounts.map(String)}
        value={String(value)}
        onChange={(choice) => {
          const count = Number(choice)
          if (isOptionCount(count)) onChange(count)
        }}
      />
    </Box>
  )
}
