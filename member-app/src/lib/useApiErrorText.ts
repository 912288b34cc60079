import { errorMessageId, readApiError, useFeatureMessages, useIntl } from '@dilemma/app-runtime'
import type { LoadMessages } from '@dilemma/app-runtime'
import { errorTexts } from './sharedTexts'

const noTexts: readonly LoadMessages[] = []

/**
 * The translated text for a failed call: by server code, else the caller's fallback message. The
 * error texts load with the first error shown; until they arrive the fallback message stands in.
 */
export function useApiErrorText(error: unknown, fallbackId: string): string | null {
  const intl = useIntl()
  useFeatureMessages(error ? errorTexts : noTexts)
  if (!error) return null
  const code = readApiError(error)?.code
  return intl.formatMessage({ id: code ? errorMessageId(code, intl.messages, fallbackId) : fallbackId })
}
