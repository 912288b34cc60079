import { useIntl } from '@dilemma/app-runtime'
import { useDateTimeFormat } from '../../../lib/useDateTimeFormat'

/** Figures of the AI stats in the language on screen: counts, durations in ms and dates. */
export function useStatFormat() {
  const intl = useIntl()
  const dateTime = useDateTimeFormat()
  return {
    count: (value: number) => intl.formatNumber(value),
    milliseconds: (value: number) =>
      intl.formatNumber(value, { style: 'unit', unit: 'millisecond', unitDisplay: 'short' }),
    dateTime,
  }
}
