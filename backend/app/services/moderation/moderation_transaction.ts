import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'

/** Who acts in the console (or the CLI), and whether this is only a preview. */
export interface Moderator {
  /** Null for a command run on the server (`node ace users:set-role`): no account acts. */
  actorId: number | null
  /** Run every check of the real action, write nothing. */
  dryRun: boolean
}

/**
 * One moderator action in one transaction. `check` loads the target and refuses what is not
 * allowed; a dry run stops there, so it answers exactly what the real run would refuse. Otherwise
 * `apply` writes the change and its audit entry in the same transaction, so neither exists
 * without the other. A dry run answers undefined.
 */
export async function moderate<Target, Result>(
  moderator: Moderator,
  check: (trx: TransactionClientContract) => Promise<Target>,
  apply: (target: Target, trx: TransactionClientContract) => Promise<Result>,
): Promise<Result | undefined> {
  return db.transaction(async (trx) => {
    const target = await check(trx)
    if (moderator.dryRun) return undefined
    return apply(target, trx)
  })
}
