/**
 * Where cookies live outside a browser (the CLI, tests, scripts). Browsers keep cookies themselves,
 * so the browser client needs none; `@dilemma/api-client/node` provides a file-backed one.
 */
export interface CookieStore {
  /** The `Cookie` request header for this URL, or undefined when no cookie matches. */
  cookieHeaderFor(url: URL): string | undefined
  /** The value of one cookie that would be sent to this URL. */
  valueFor(name: string, url: URL): string | undefined
  /** Takes in the `Set-Cookie` headers of a response from this URL. */
  storeSetCookies(url: URL, setCookieHeaders: readonly string[]): void
}
