/*
 * What `node ace bench:fanout` measured, as tables: the server's memory as streams open, votes
 * with and without followers, and the events' delays at the subscribers.
 */
import type { BaseCommand } from '@adonisjs/core/ace'
import { percentile } from '#bench/figures'
import type { HeapProbe } from '#bench/heap_probe'
import type { CastVote, VoteSeries } from '#bench/poll_votes'

type Output = Pick<BaseCommand, 'ui' | 'logger'>

export interface MemoryStep {
  label: string
  streams: number
  /** VmRSS from /proc, right after the full collection of `heap`. */
  rssKib: number
  heap: HeapProbe
}

/** Each vote's event at each subscriber: when it came, after the vote's answer and after its sending. */
export class Deliveries {
  readonly fromAnswer: number[] = []
  readonly fromSending: number[] = []
  missing = 0
  /** Streams the server closed (the readers' count). */
  dropped = 0

  record(vote: CastVote, { at, dropped }: { at: (number | null)[]; dropped: number }) {
    this.dropped = dropped
    for (const arrivedAt of at) {
      if (arrivedAt === null) {
        this.missing++
      } else {
        this.fromAnswer.push(arrivedAt - vote.answeredAt)
        this.fromSending.push(arrivedAt - vote.sentAt)
      }
    }
  }
}

const kib = (bytes: number) => bytes / 1024
const mib = (kibibytes: number) => (kibibytes / 1024).toFixed(1)

/**
 * The resident size without the young generation: V8 commits and pages in its 64 MB semi-spaces
 * (npm start's flag) as it sees fit, by tens of MB at a time, which says nothing about the streams.
 */
const settledKib = ({ rssKib, heap }: MemoryStep) => rssKib - kib(heap.youngGeneration)

/** The memory table; each step's growth per stream is from the first step (no stream). */
export function printMemory({ ui, logger }: Output, steps: MemoryStep[], subscribers: number) {
  const base = steps[0]!
  const table = ui.table()
  table.head([
    'server process',
    'VmRSS MiB',
    'young gen. MiB',
    'VmRSS − young MiB',
    'JS heap MiB',
    'per stream KiB: VmRSS − young',
    'JS heap',
  ])
  for (const step of steps) {
    const perStream = (kibibytes: number) => (step.streams ? (kibibytes / step.streams).toFixed(1) : '')
    table.row([
      step.label,
      mib(step.rssKib),
      mib(kib(step.heap.youngGeneration)),
      mib(settledKib(step)),
      mib(kib(step.heap.heapUsed)),
      perStream(settledKib(step) - settledKib(base)),
      perStream(kib(step.heap.heapUsed - base.heap.heapUsed)),
    ])
  }
  table.render()
  const [open, subscribed] = steps.slice(-2)
  const perSubscriber = (kibibytes: number) => `${(kibibytes / subscribers).toFixed(1)} KiB`
  logger.info(
    `following the poll, per subscriber: VmRSS − young ${perSubscriber(settledKib(subscribed!) - settledKib(open!))}, ` +
      `JS heap ${perSubscriber(kib(subscribed!.heap.heapUsed - open!.heap.heapUsed))}`,
  )
}

/** Votes of each series as their sender saw them, and the server's CPU time per vote. */
export function printVotes({ ui, logger }: Output, rows: [string, VoteSeries][], subscribers: number) {
  const table = ui.table()
  table.head(['votes, one at a time', 'answer p50 ms', 'answer p99 ms', 'server CPU per vote ms'])
  for (const [label, { votes, cpuMillisecondsPerVote }] of rows) {
    const latencies = votes.map((vote) => vote.answeredAt - vote.sentAt).sort((a, b) => a - b)
    table.row([
      `${label} (${votes.length})`,
      percentile(latencies, 0.5).toFixed(1),
      percentile(latencies, 0.99).toFixed(1),
      cpuMillisecondsPerVote.toFixed(2),
    ])
  }
  table.render()
  // The last two series differ only in the poll's followers.
  const [unfollowed, followed] = rows.slice(-2).map(([, series]) => series.cpuMillisecondsPerVote)
  logger.info(
    `fan-out cost: ${(((followed! - unfollowed!) * 1000) / subscribers).toFixed(1)} µs of server CPU per delivered event`,
  )
}

export function printDeliveries({ ui, logger }: Output, deliveries: Deliveries, deadlineMs: number) {
  const table = ui.table()
  table.head(['event at a subscriber, ms after the vote’s', 'p50', 'p99', 'max', 'deliveries'])
  const rows: [string, number[]][] = [
    ['answer', deliveries.fromAnswer],
    ['sending', deliveries.fromSending],
  ]
  for (const [label, delays] of rows) {
    const sorted = [...delays].sort((a, b) => a - b)
    table.row([
      label,
      percentile(sorted, 0.5).toFixed(1),
      percentile(sorted, 0.99).toFixed(1),
      (sorted.at(-1) ?? 0).toFixed(1),
      String(sorted.length),
    ])
  }
  table.render()
  logger.info(
    `missing after ${deadlineMs / 1000} s: ${deliveries.missing}; streams the server closed: ${deliveries.dropped}`,
  )
}
