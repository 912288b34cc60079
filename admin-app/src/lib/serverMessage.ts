import { readApiError } from '@dilemma/design-system'

/**
 * The message of the server's error answer to an api-client call, which admin screens show as it
 * is (admin-spec §8). Undefined where the server gave no error answer (the network failed: status
 * 0; a success that was not JSON) or an empty message: the caller then shows its translated fallback.
 */
export function serverMessage(error: unknown): string | undefined {
  const facts = readApiError(error)
  if (!facts || facts.status < 400) return undefined
  const message = (error as Error).message.trim()
  return message === '' ? undefined : message
}
