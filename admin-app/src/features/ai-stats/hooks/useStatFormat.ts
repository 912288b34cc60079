import { useIntl } from '@dilemma/design-system'

/** Figures of the AI stats in the language on screen: counts, durations in ms and dates. */
export function useStatFormat() {
  const intl = useIntl()
  return {
    count: (value: number) => intl.formatNumber(value),
    milliseconds: (value: number) =>
      intl.formatNumber(value, { style: 'unit', unit: 'millisecond', unitDisplay: 'short' }),
    dateTime: (iso: string) => intl.formatDate(iso, { dateStyle: 'medium', timeStyle: 'short' }),
  }
}
