import { useIntl } from '@dilemma/app-runtime'

/** An ISO date and time in the format of the language on screen, e.g. "6 Mar 2026, 10:05". */
export function useDateTimeFormat() {
  const intl = useIntl()
  return (iso: string) => intl.formatDate(iso, { dateStyle: 'medium', timeStyle: 'short' })
}
