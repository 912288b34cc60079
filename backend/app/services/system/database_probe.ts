/*
 * While a database (the primary, or its read replicas) is reported down (exceptions/handler.ts),
 * one question a second finds when it answers again, so the outage log says when it came back
 * even if no request comes.
 */
import db from '@adonisjs/lucid/services/db'
import { isDown, reportUp, type Dependency } from '#services/system/outages'

const PROBE_INTERVAL_MS = 1_000
/** The probe running per dependency, and whether its question is out. */
const probes: Partial<Record<Dependency, { timer: NodeJS.Timeout; asking: boolean }>> = {}

/** Starts the probe of `dependency` unless it runs already; it stops once `answers()` resolves true. */
export function watchReturnOf(dependency: Dependency, answers: () => Promise<boolean>): void {
  if (probes[dependency]) return
  const probe = {
    asking: false,
    timer: setInterval(() => {
      if (!isDown(dependency)) return stopProbe(dependency)
      if (probe.asking) return
      probe.asking = true
      answers()
        .then((answered) => {
          if (!answered) return
          reportUp(dependency)
          stopProbe(dependency)
        })
        .finally(() => (probe.asking = false))
    }, PROBE_INTERVAL_MS),
  }
  // The probe never keeps a stopping process alive.
  probe.timer.unref()
  probes[dependency] = probe
}

/** Probes the primary with `select 1`. */
export function watchDatabaseReturn(): void {
  watchReturnOf('database', () =>
    db.rawQuery('select 1').then(
      () => true,
      () => false,
    ),
  )
}

function stopProbe(dependency: Dependency) {
  clearInterval(probes[dependency]?.timer)
  delete probes[dependency]
}
