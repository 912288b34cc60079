import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { toSqlDateTime } from '#services/sql/sql_datetime'
import { recordAudit } from '#services/moderation/audit_log'
import { forgetWatchedWords } from '#services/moderation/watched_words'
import type { WatchedWordEntry } from '#rules/watched_words'

/**
 * POST /admin/watched-words/import: every entry in one transaction (all or none); an entry on the
 * list already (same word and language) is skipped, not changed. One audit entry counts them.
 */
export default class ImportWatchedWords {
  static async handle({
    entries,
    actorId,
  }: {
    entries: Omit<WatchedWordEntry, 'id'>[]
    actorId: number | null
  }): Promise<{ added: number; skipped: number }> {
    const unique = [...new Map(entries.map((entry) => [`${entry.language}\u0000${entry.word}`, entry])).values()]
    const result = await db.transaction(async (trx) => {
      const before = await countOf(trx)
      const now = toSqlDateTime(DateTime.utc())
      const rows = unique.map((entry) => ({ ...entry, created_by: actorId, created_at: now, updated_at: now }))
      for (let start = 0; start < rows.length; start += IMPORT_BATCH)
        await trx
          .knexQuery()
          .table('watched_words')
          .insert(rows.slice(start, start + IMPORT_BATCH))
          .onConflict(['word', 'language'])
          .ignore()
      const added = (await countOf(trx)) - before
      const counts = { added, skipped: entries.length - added }
      await recordAudit({ actorId, action: 'word.import', targetType: 'word', targetId: 0, details: counts }, trx)
      return counts
    })
    await forgetWatchedWords()
    return result
  }
}

/** Rows per INSERT: SQLite allows 32,766 bound values, six per row. */
const IMPORT_BATCH = 500

async function countOf(client: TransactionClientContract): Promise<number> {
  const counted = await client.from('watched_words').count('* as total').first()
  return Number(counted?.total ?? 0)
}
