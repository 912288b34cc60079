import { errorMessageId, readApiError, useIntl } from '@dilemma/design-system'

/** The translated text for a failed call: by server code, else the caller's fallback message. */
export function useApiErrorText(error: unknown, fallbackId: string): string | null {
  const intl = useIntl()
  if (!error) return null
  const code = readApiError(error)?.code
  return intl.formatMessage({ id: code ? errorMessageId(code, intl.messages, fallbackId) : fallbackId })
}
