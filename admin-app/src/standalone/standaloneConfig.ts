/**
 * The standalone site's runtime configuration: `config.json` beside index.html, written by whoever
 * deploys it, so one build serves every deployment (README: "Admin app on its own origin").
 */
export interface StandaloneConfig {
  /** The API root, e.g. `https://api.example.org/api`; a path such as `/api` means this origin. */
  apiBaseUrl: string
  /**
   * The main site's address, e.g. `https://example.org`, for the links to a poll or a profile.
   * Optional: the API's origin when `apiBaseUrl` is absolute, else this origin.
   */
  siteUrl: string
}

/** `missing`: no config.json was served; `invalid`: it was, but it is not what we need. */
export type ConfigProblem = 'missing' | 'invalid'

export type ConfigResult = { ok: true; config: StandaloneConfig } | { ok: false; problem: ConfigProblem }

export const configFileUrl = () => new URL(`${import.meta.env.BASE_URL}config.json`, window.location.origin)

export async function loadStandaloneConfig(url: URL = configFileUrl()): Promise<ConfigResult> {
  let response: Response
  try {
    // Never cached: a changed file must apply on the next reload.
    response = await fetch(url, { cache: 'no-store', headers: { Accept: 'application/json' } })
  } catch {
    return { ok: false, problem: 'missing' }
  }
  // A static host with an SPA fallback answers a missing file with index.html.
  if (!response.ok || (response.headers.get('content-type') ?? '').includes('text/html')) {
    return { ok: false, problem: 'missing' }
  }
  try {
    return parseStandaloneConfig(await response.json())
  } catch {
    return { ok: false, problem: 'invalid' }
  }
}

export function parseStandaloneConfig(value: unknown): ConfigResult {
  const { apiBaseUrl, siteUrl } = (value ?? {}) as { apiBaseUrl?: unknown; siteUrl?: unknown }
  if (typeof apiBaseUrl !== 'string' || !isHttpAddress(apiBaseUrl.trim())) return { ok: false, problem: 'invalid' }
  if (siteUrl !== undefined && (typeof siteUrl !== 'string' || !isHttpAddress(siteUrl.trim(), false)))
    return { ok: false, problem: 'invalid' }
  const api = withoutTrailingSlash(apiBaseUrl)
  return {
    ok: true,
    config: { apiBaseUrl: api, siteUrl: siteUrl === undefined ? originOf(api) : withoutTrailingSlash(siteUrl) },
  }
}

const withoutTrailingSlash = (text: string) => text.trim().replace(/\/+$/, '')

/** The origin of an absolute API root (the main site usually serves it); empty for a path. */
const originOf = (apiBaseUrl: string) => (apiBaseUrl.startsWith('/') ? '' : new URL(apiBaseUrl).origin)

function isHttpAddress(text: string, pathAllowed = true): boolean {
  if (text === '' || !((pathAllowed && text.startsWith('/')) || /^https?:\/\//i.test(text))) return false
  try {
    new URL(text, window.location.origin)
    return true
  } catch {
    return false
  }
}
