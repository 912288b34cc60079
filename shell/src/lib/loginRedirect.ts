/**
 * What the shell hands to /login so that a successful login returns the member to the page she
 * was on (the member remote's login page reads `state.from`).
 */
import { CLIENT_PATHS } from '@dilemma/contract/client-paths'
export interface LoginRedirectState {
  from: { pathname: string; search: string; hash: string }
}

interface PageLocation {
  pathname: string
  search: string
  hash: string
}

export const loginPath = CLIENT_PATHS.login

export function loginRedirectState({ pathname, search, hash }: PageLocation): LoginRedirectState {
  return { from: { pathname, search, hash } }
}
