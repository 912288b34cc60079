/** The tabs of /profile in their order (member-spec §2 Profile); the first is the default. */
export const profileTabs = ['posts', 'saved', 'voted', 'account'] as const

export type ProfileTab = (typeof profileTabs)[number]

/** The tab a `?tab=` value names; a missing or unknown value gives the first tab. */
export function profileTabOf(value: string | null): ProfileTab {
  return profileTabs.find((tab) => tab === value) ?? profileTabs[0]
}
