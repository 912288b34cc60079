/**
 * The message id that translates a server error code (`errors.<CODE>`, kept in the shell's
 * catalogue), or `fallbackId` when no translation exists for the code.
 */
export function errorMessageId(
  code: string,
  messages: Readonly<Record<string, unknown>>,
  fallbackId = 'errors.UNKNOWN',
): string {
  const id = `errors.${code}`
  return id in messages ? id : fallbackId
}
