/**
 * Whole-number percentages of `counts` that add up to exactly 100 (largest remainder method),
 * or all zeros when nobody voted. Plain rounding would show 33 + 33 + 33 = 99.
 *
 * Equal counts show equal shares wherever the total allows it: the missing points go to whole
 * groups of equal counts, largest remainder first, and a group too large for the points left
 * gives way to the next one (4, 4, 3 votes: 36, 36, 28, not 37, 36, 27). Only when no whole group
 * fits (1, 1, 1) are the last points given in option order, so the answer is always the same.
 */
export function voteShares(counts: readonly number[]): number[] {
  const total = counts.reduce((sum, count) => sum + count, 0)
  if (total === 0) return counts.map(() => 0)
  const exact = counts.map((count) => (count * 100) / total)
  const shares = exact.map(Math.floor)
  let missing = 100 - shares.reduce((sum, share) => sum + share, 0)

  const byRemainder = counts
    .map((count, index) => ({ count, index, remainder: exact[index]! - shares[index]! }))
    .sort((left, right) => right.remainder - left.remainder || left.index - right.index)
  const groupsOfEqualCounts = new Map<number, number[]>()
  for (const { count, index, remainder } of byRemainder) {
    if (remainder > 0) groupsOfEqualCounts.set(count, [...(groupsOfEqualCounts.get(count) ?? []), index])
  }

  const raised = new Set<number>()
  for (const group of groupsOfEqualCounts.values()) {
    if (group.length > missing) continue
    for (const index of group) raised.add(index)
    missing -= group.length
  }
  for (const { index } of byRemainder.filter((option) => !raised.has(option.index)).slice(0, missing)) raised.add(index)
  for (const index of raised) shares[index]! += 1
  return shares
}
