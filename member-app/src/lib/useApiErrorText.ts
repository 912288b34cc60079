import { errorMessageId, readApiError, useFeatureMessages, useIntl } from '@dilemma/app-runtime'
import type { LoadMessages } from '@dilemma/app-runtime'
import { errorTexts } from './sharedTexts'

const noTexts: readonly LoadMessages[] = []

/**
 * The translated text for a failed call: by server code, else the caller's fallback message. The
 * error texts load with the first error shown; until they arrive the fallback message stands in.
 * A suspension's refusal names its end, from the answer's `suspendedUntil`.
 */
export function useApiErrorText(error: unknown, fallbackId: string): string | null {
  const intl = useIntl()
  useFeatureMessages(error ? errorTexts : noTexts)
  if (!error) return null
  const code = readApiError(error)?.code
  if (code === 'ACCOUNT_SUSPENDED') {
    const until = suspendedUntilOf(error)
    const id = until ? 'errors.ACCOUNT_SUSPENDED' : 'errors.ACCOUNT_SUSPENDED_UNTIL_LIFTED'
    if (id in intl.messages)
      return intl.formatMessage(
        { id },
        { until: until && intl.formatDate(until, { dateStyle: 'long', timeStyle: 'short' }) },
      )
  }
  return intl.formatMessage({ id: code ? errorMessageId(code, intl.messages, fallbackId) : fallbackId })
}

/** The end of her suspension from a 403 ACCOUNT_SUSPENDED (api-client's `details`); null: until lifted. */
function suspendedUntilOf(error: unknown): Date | null {
  const until = (error as { details?: { suspendedUntil?: unknown } }).details?.suspendedUntil
  return typeof until === 'string' ? new Date(until) : null
}
