import type { NewBadge } from '@dilemma/api-client'

/** Her first-vote badge, as `GET /users/badges/new` lists it. */
export const firstVoteBadge: NewBadge = {
  id: 31,
  name: 'VOTES_GIVEN_1',
  type: 'VOTES_GIVEN',
  category: 'Participation',
  threshold: 1,
  tier: 1,
  icon_url: null,
  earned_at: '2025-05-01T10:00:00.000Z',
  toasted: false,
}

export const firstLoginBadge: NewBadge = {
  ...firstVoteBadge,
  id: 1,
  name: 'LOGIN_STREAK_1',
  type: 'LOGIN_STREAK',
  category: 'Activity',
}

/** Makes the tab hidden or visible, as the browser does when she switches tabs. */
export function setDocumentVisibility(state: DocumentVisibilityState): void {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state })
  document.dispatchEvent(new Event('visibilitychange'))
}
