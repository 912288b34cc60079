/*
 * While the database is reported down (exceptions/handler.ts), one `select 1` a second finds when
 * it answers again, so the outage log says when it came back even if no request comes.
 */
import db from '@adonisjs/lucid/services/db'
import { isDown, reportUp } from '#services/system/outages'

const PROBE_INTERVAL_MS = 1_000
let probe: NodeJS.Timeout | undefined
let asking = false

/** Starts the probe unless it runs already; it stops once the database answers. */
export function watchDatabaseReturn(): void {
  if (probe) return
  probe = setInterval(() => {
    if (!isDown('database')) return stopProbe()
    if (asking) return
    asking = true
    db.rawQuery('select 1')
      .then(
        () => {
          reportUp('database')
          stopProbe()
        },
        () => {},
      )
      .finally(() => (asking = false))
  }, PROBE_INTERVAL_MS)
  // The probe never keeps a stopping process alive.
  probe.unref()
}

function stopProbe() {
  clearInterval(probe)
  probe = undefined
}
