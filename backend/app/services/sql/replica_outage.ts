/*
 * The read replicas as a dependency that can be down. When a request that read on them fails to
 * reach the database, the exception handler asks them at once: if they do not answer, they are
 * reported down, and every read goes to the primary until a probe (one `select 1` a second,
 * services/system/database_probe.ts) finds them answering again. Only the reads in flight when
 * they went away fail (a 503); without it, every guest's feed failed for as long as the replicas
 * were away while the primary answered.
 */
import db from '@adonisjs/lucid/services/db'
import { isDown } from '#services/system/outages'
import { watchReturnOf } from '#services/system/database_probe'
import { READ_REPLICAS_CONNECTION } from '#services/sql/read_hosts'

/** A replica that takes longer to answer `select 1` counts as away. */
const ANSWER_TIMEOUT_MS = 2_000

export function replicasAway(): boolean {
  return isDown('replica')
}

/** Whether the replicas answer `select 1` within ANSWER_TIMEOUT_MS. */
export async function replicasAnswer(): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), ANSWER_TIMEOUT_MS)))
  const answer = db
    .connection(READ_REPLICAS_CONNECTION, { mode: 'read' })
    .rawQuery('select 1')
    .then(
      () => true,
      () => false,
    )
  try {
    return await Promise.race([answer, timeout])
  } finally {
    clearTimeout(timer)
  }
}

/** Probes the replicas, while they are reported down, until they answer again. */
export function watchReplicasReturn(): void {
  watchReturnOf('replica', replicasAnswer)
}
