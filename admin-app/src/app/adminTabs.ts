/** The console's tabs in the order of admin-spec §2; the first is the default. */
export const adminTabs = [
  'reports',
  'appeals',
  'users',
  'popups',
  'tags',
  'posts',
  'aiStats',
  'aiGenerator',
  'words',
  'audit',
] as const

export type AdminTab = (typeof adminTabs)[number]

export const defaultAdminTab: AdminTab = 'reports'

export function isAdminTab(value: unknown): value is AdminTab {
  return typeof value === 'string' && (adminTabs as readonly string[]).includes(value)
}
