/*
 * Cache invalidations of a model saved inside a transaction. Forgetting only before the commit
 * would let another process read the old row meanwhile and keep it; forgetting only after it
 * would let this one serve the old entry meanwhile. So both: at once, and again on commit (its
 * handler starts the broadcast before the request can answer; forget never throws).
 */
import type { LucidRow } from '@adonisjs/lucid/types/model'

export async function afterCommit(model: LucidRow, forget: () => Promise<unknown>): Promise<void> {
  await forget()
  const transaction = model.$trx
  if (transaction && !transaction.isCompleted) {
    transaction.after('commit', () => {
      void forget()
    })
  }
}
