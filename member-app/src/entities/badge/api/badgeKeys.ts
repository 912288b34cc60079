/**
 * Query keys of the badge screens. Everything sits under `badges`: the shell's notifications (same
 * query cache) mark them all stale when a new badge arrives or one is marked seen.
 */
export const badgeKeys = {
  all: ['badges'] as const,
  mine: () => ['badges', 'mine'] as const,
  ofUser: (userId: number) => ['badges', 'user', userId] as const,
  stats: (userId: number) => ['badges', 'stats', userId] as const,
}
