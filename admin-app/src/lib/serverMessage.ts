import { readApiError, useIntl } from '@dilemma/app-runtime'

/** Our text for a server error code in the language on screen; undefined for a code we do not know. */
export type CodeTranslator = (code: string) => string | undefined

/**
 * The message of the server's error answer to an api-client call (admin-spec §8): our translation
 * of its code when we have one (admin.serverErrors.*, de/en/tr), else the server's own text.
 * Undefined where the server gave no error answer (the network failed: status 0; a success that
 * was not JSON) or an empty message: the caller then shows its translated fallback.
 */
export function serverMessage(error: unknown, translate: CodeTranslator): string | undefined {
  const facts = readApiError(error)
  if (!facts || facts.status < 400) return undefined
  const translated = translate(facts.code)
  if (translated !== undefined) return translated
  const message = (error as Error).message.trim()
  return message === '' ? undefined : message
}

/** `serverMessage` in the language on screen. */
export function useServerMessage(): (error: unknown) => string | undefined {
  const intl = useIntl()
  const translate: CodeTranslator = (code) => {
    const id = `admin.serverErrors.${code}`
    return intl.messages[id] === undefined ? undefined : intl.formatMessage({ id })
  }
  return (error) => serverMessage(error, translate)
}
