import type { Popup, PopupsResponse } from '@dilemma/api-client'

/** The popups of `GET /popups`: in its `popups` field, or the body itself (admin-spec §7). */
export function popupsOf(body: PopupsResponse | readonly Popup[]): Popup[] {
  return Array.isArray(body) ? [...body] : ((body as PopupsResponse).popups ?? [])
}
