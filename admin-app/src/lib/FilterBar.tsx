import { useIntl } from '@dilemma/app-runtime'
import { Box, Group } from '@dilemma/design-system'
import { Select } from '@dilemma/design-system/pickers'
import { TextInput } from '@dilemma/design-system/forms'

export interface FilterChoice<Value extends string = string> {
  label: string
  value: Value
  values: readonly Value[]
  /** Where the options' texts are: `<optionPrefix>.<value>`. */
  optionPrefix: string
  // Method syntax: a choice of a narrower value type fits the bar's list of choices.
  onChange(value: Value): void
}

/** A choice of the bar, its value type inferred from `values` (so `onChange` gets that type). */
export const filterChoice = <Value extends string>(choice: FilterChoice<Value>): FilterChoice => choice

interface FilterBarProps {
  /** Accessible name of the bar. */
  label: string
  search: { label: string; placeholder: string; value: string; onChange: (text: string) => void }
  choices: readonly FilterChoice[]
}

/** The filters above an admin list: a text search and labelled choices (filters and sort). */
export function FilterBar({ label, search, choices }: FilterBarProps) {
  const intl = useIntl()
  return (
    <Box role="search" aria-label={label}>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          type="search"
          label={search.label}
          placeholder={search.placeholder}
          value={search.value}
          onChange={(event) => search.onChange(event.currentTarget.value)}
          miw={220}
          flex="auto"
        />
        {choices.map((choice) => (
          <Select
            key={choice.label}
            label={choice.label}
            value={choice.value}
            data={choice.values.map((value) => ({
              value,
              label: intl.formatMessage({ id: `${choice.optionPrefix}.${value}` }),
            }))}
            allowDeselect={false}
            onChange={(value) => {
              const chosen = choice.values.find((known) => known === value)
              if (chosen) choice.onChange(chosen)
            }}
            comboboxProps={{ withinPortal: false }}
            w={190}
          />
        ))}
      </Group>
    </Box>
  )
}
