/*
 * Endpoints measured with autocannon in turn, for several rounds (docs/adr/0041-benchmarks.md): on
 * a shared machine a single pass drifts (the database still writing out the seed, other processes),
 * so every figure is taken round by round and compared within its round.
 */
import { setTimeout as sleep } from 'node:timers/promises'
import autocannon from 'autocannon'

export interface Scenario {
  name: string
  options: autocannon.Options
  /** CPU time the server's processes have used so far, in milliseconds (process_stats.ts). */
  serverCpu?: () => Promise<number>
}

/** One scenario over all rounds: req/s per round, latencies of every counted response. */
export interface Measured {
  name: string
  requestsPerSecond: number[]
  /**
   * The server's CPU time per response, in milliseconds, per round (when the scenario reads it).
   * Less disturbed than req/s by other processes on a shared machine: they take turns on the
   * cores, but hardly change what one request costs.
   */
  serverCpuPerRequest: number[]
  latencies: number[]
  non2xx: number
}

export interface Rounds {
  rounds: number
  /** Seconds per scenario and round. */
  duration: number
}

const DRAIN_MS = 3000
const WARM_UP_SECONDS = 2

/**
 * Requests sent in the first second of each run are not counted. While autocannon opens its 50
 * connections and warms up, a few of its requests stall for up to a second, on the bare route as
 * much as on the feed: a timer in the server saw none of them take over 0.3 s while autocannon
 * reported 0.9 s, and 50 cold connections of a plain Node client were all answered in 35 ms.
 */
const RAMP_UP_MS = 1000

/** Why these rounds cannot be measured, or null. */
export function invalidRounds({ rounds, duration }: Rounds): string | null {
  if (rounds >= 1 && duration * 1000 > RAMP_UP_MS) return null
  return `--rounds must be at least 1 and --duration longer than ${RAMP_UP_MS / 1000} s`
}

/**
 * Measures every scenario once per round, in the given order; each gets a short unmeasured
 * warm-up before its first round.
 */
export async function measureInRounds(
  scenarios: Scenario[],
  { rounds, duration }: Rounds,
  log: (line: string) => void,
): Promise<Measured[]> {
  const results: Measured[] = scenarios.map(({ name }) => ({
    name,
    requestsPerSecond: [],
    serverCpuPerRequest: [],
    latencies: [],
    non2xx: 0,
  }))
  for (let round = 1; round <= rounds; round++) {
    for (const [index, { name, options, serverCpu }] of scenarios.entries()) {
      log(`round ${round}/${rounds}: ${name} (${duration} s, ${options.connections} connections)`)
      if (round === 1) await autocannon({ ...options, duration: WARM_UP_SECONDS })
      const cpuBefore = await serverCpu?.()
      const { requestsPerSecond, latencies, non2xx, responses } = await measure({ ...options, duration })
      const result = results[index]!
      if (serverCpu) result.serverCpuPerRequest.push(((await serverCpu()) - cpuBefore!) / responses)
      result.requestsPerSecond.push(requestsPerSecond)
      result.latencies = result.latencies.concat(latencies)
      result.non2xx += non2xx
      // Let requests still in flight finish before the next scenario (or the shutdown).
      await sleep(DRAIN_MS)
    }
  }
  return results
}

/** Runs autocannon once; latencies are collected per response for the percentiles it lacks (p95). */
async function measure(options: autocannon.Options) {
  const latencies: number[] = []
  let responses = 0
  const startedAt = performance.now()
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(options, (error, finished) => (error ? reject(error) : resolve(finished)))
    instance.on('response', (_client, _statusCode, _bytes, responseTime) => {
      responses++
      const sentAt = performance.now() - responseTime - startedAt
      if (sentAt >= RAMP_UP_MS) latencies.push(responseTime)
    })
  })
  const countedSeconds = (performance.now() - startedAt - RAMP_UP_MS) / 1000
  return { requestsPerSecond: latencies.length / countedSeconds, latencies, non2xx: result.non2xx, responses }
}

/** Each round's figure (req/s unless told) of `measured` divided by that of `base` in the same round. */
export function ratiosByRound(
  measured: Measured,
  base: Measured,
  figure: 'requestsPerSecond' | 'serverCpuPerRequest' = 'requestsPerSecond',
): number[] {
  return measured[figure].map((value, round) => value / base[figure][round]!)
}
