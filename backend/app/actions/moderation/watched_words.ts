import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { toSqlDateTime } from '#services/sql/sql_datetime'
import WatchedWord from '#models/watched_word'
import { ApiException } from '#exceptions/api_exception'
import { recordAudit } from '#services/moderation/audit_log'
import { forgetWatchedWords } from '#services/moderation/watched_words'
import { isUniqueViolation } from '#services/sql/sql_results'
import type { WatchedWordAction, WatchedWordLanguage } from '#rules/watched_words'

/**
 * POST /admin/watched-words: one entry, audited; 409 WATCHED_WORD_EXISTS for the same word and
 * language (the unique index decides). Every process compiles the list again on its next check.
 */
export async function addWatchedWord(
  entry: { word: string; language: WatchedWordLanguage; action: WatchedWordAction },
  actorId: number | null,
): Promise<WatchedWord> {
  try {
    const created = await db.transaction(async (trx) => {
      const word = await WatchedWord.create({ ...entry, createdBy: actorId }, { client: trx })
      await recordAudit(
        { actorId, action: 'word.add', targetType: 'word', targetId: word.id, details: { ...entry } },
        trx,
      )
      return word
    })
    await forgetWatchedWords()
    return created
  } catch (error) {
    if (isUniqueViolation(error))
      throw new ApiException(409, 'WATCHED_WORD_EXISTS', 'This word is on the list already for this language.')
    throw error
  }
}

/**
 * POST /admin/watched-words/import: every entry in one transaction (all or none); an entry on the
 * list already (same word and language) is skipped, not changed. One audit entry counts them.
 */
export async function importWatchedWords(
  entries: { word: string; language: WatchedWordLanguage; action: WatchedWordAction }[],
  actorId: number | null,
): Promise<{ added: number; skipped: number }> {
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

/** Rows per INSERT: SQLite allows 32,766 bound values, six per row. */
const IMPORT_BATCH = 500

async function countOf(client: TransactionClientContract): Promise<number> {
  const counted = await client.from('watched_words').count('* as total').first()
  return Number(counted?.total ?? 0)
}

/** DELETE /admin/watched-words/:id, audited; 404 WATCHED_WORD_NOT_FOUND. */
export async function removeWatchedWord(id: number, actorId: number | null): Promise<void> {
  await db.transaction(async (trx) => {
    const word = await WatchedWord.find(id, { client: trx })
    if (!word) throw new ApiException(404, 'WATCHED_WORD_NOT_FOUND', 'This watched word does not exist.')
    await word.delete()
    await recordAudit(
      {
        actorId,
        action: 'word.remove',
        targetType: 'word',
        targetId: id,
        details: { word: word.word, language: word.language, action: word.action },
      },
      trx,
    )
  })
  await forgetWatchedWords()
}
