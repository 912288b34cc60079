/**
 * The standalone site's runtime configuration: `config.json` beside index.html, written by whoever
 * deploys it, so one build serves every deployment (README: "Admin app on its own origin").
 */
export interface StandaloneConfig {
  /** The API root, e.g. `https://api.example.org/api`; a path such as `/api` means this origin. */
  apiBaseUrl: string
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
  const apiBaseUrl = (value as { apiBaseUrl?: unknown } | null)?.apiBaseUrl
  if (typeof apiBaseUrl !== 'string' || !isHttpAddress(apiBaseUrl.trim())) return { ok: false, problem: 'invalid' }
  return { ok: true, config: { apiBaseUrl: apiBaseUrl.trim().replace(/\/+$/, '') } }
}

function isHttpAddress(text: string): boolean {
  if (text === '' || !(text.startsWith('/') || /^https?:\/\//i.test(text))) return false
  try {
    new URL(text, window.location.origin)
    return true
  } catch {
    return false
  }
}
