/*
 * How the benchmarks summarise what they measured.
 */
import { availableParallelism, loadavg } from 'node:os'

/** The value below which `share` of the ascending `sorted` values fall (0 when there are none). */
export function percentile(sorted: number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

export function percent(ratio: number): string {
  return `${(ratio * 100).toFixed(1)} %`
}

/** The machine's load average over 1, 5 and 15 minutes, and its cores: every printed figure carries it. */
export function machineLoad(): string {
  const load = loadavg().map((value) => value.toFixed(2))
  return `load average ${load.join(' ')} on ${availableParallelism()} cores`
}
