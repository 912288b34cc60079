// Member-spec §4: a username may change once per 30 days.
export const usernameChangeIntervalDays = 30
const dayMs = 24 * 60 * 60 * 1000

/** When the username may change again, or null when it may change now. */
export function nextUsernameChange(lastChangedAt: string | null, now: Date = new Date()): Date | null {
  if (lastChangedAt === null) return null
  const next = new Date(Date.parse(lastChangedAt) + usernameChangeIntervalDays * dayMs)
  return Number.isNaN(next.getTime()) || next <= now ? null : next
}
