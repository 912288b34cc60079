import { errorMessageId } from '@dilemma/design-system'
import { isApiError } from '@dilemma/api-client'
import { useIntl } from 'react-intl'

/** The translated text for a failed call: by server code, else the caller's fallback message. */
export function useApiErrorText(error: unknown, fallbackId: string): string | null {
  const intl = useIntl()
  if (!error) return null
  const id = isApiError(error) ? errorMessageId(error.code, intl.messages, fallbackId) : fallbackId
  return intl.formatMessage({ id })
}
