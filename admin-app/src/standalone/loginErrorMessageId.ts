import { readApiError } from '@dilemma/app-runtime'

/** Translated texts for the answers a login can get; anything else gets the general one. */
const MESSAGE_ID_BY_CODE: Readonly<Record<string, string>> = {
  INVALID_CREDENTIALS: 'admin.standalone.login.invalidCredentials',
  TOO_MANY_ATTEMPTS: 'admin.standalone.login.tooManyAttempts',
  ACCOUNT_LOGIN_LIMITED: 'admin.standalone.login.accountLimited',
  // The database or Redis is down for a moment: the same text as anywhere in the console.
  SERVICE_UNAVAILABLE: 'admin.serverErrors.SERVICE_UNAVAILABLE',
  // Also what a browser reports when the API refuses this origin (CORS_ORIGINS lacks it).
  NETWORK_ERROR: 'admin.standalone.login.unreachable',
}

export function loginErrorMessageId(error: unknown): string {
  const code = readApiError(error)?.code
  return (code && MESSAGE_ID_BY_CODE[code]) || 'admin.standalone.login.failed'
}
