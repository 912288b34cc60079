/** Every query of the users tab: its list pages and its statistics, so that one invalidation reloads both. */
export const usersQueryKey = ['admin', 'users'] as const
