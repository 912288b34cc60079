/**
 * Whole-number percentages of `counts` that add up to exactly 100 (largest remainder method),
 * or all zeros when nobody voted. Plain rounding would show 33 + 33 + 33 = 99.
 */
export function voteShares(counts: readonly number[]): number[] {
  const total = counts.reduce((sum, count) => sum + count, 0)
  if (total === 0) return counts.map(() => 0)
  const exact = counts.map((count) => (count * 100) / total)
  const shares = exact.map(Math.floor)
  const missing = 100 - shares.reduce((sum, share) => sum + share, 0)
  const byRemainder = exact.map((value, index) => ({ index, remainder: value - Math.floor(value) }))
  byRemainder.sort((left, right) => right.remainder - left.remainder || left.index - right.index)
  for (const { index } of byRemainder.slice(0, missing)) shares[index]! += 1
  return shares
}
