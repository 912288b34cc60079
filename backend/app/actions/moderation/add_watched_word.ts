import db from '@adonisjs/lucid/services/db'
import WatchedWord from '#models/watched_word'
import { ApiException } from '#exceptions/api_exception'
import { recordAudit } from '#services/moderation/audit_log'
import { forgetWatchedWords } from '#services/moderation/watched_words'
import { isUniqueViolation } from '#services/sql/sql_results'
import type { WatchedWordEntry } from '#rules/watched_words'

/**
 * POST /admin/watched-words: one entry, audited; 409 WATCHED_WORD_EXISTS for the same word and
 * language (the unique index decides). Every process compiles the list again on its next check.
 */
export default class AddWatchedWord {
  static async handle({
    entry,
    actorId,
  }: {
    entry: Omit<WatchedWordEntry, 'id'>
    actorId: number | null
  }): Promise<WatchedWord> {
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
}
