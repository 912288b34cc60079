import db from '@adonisjs/lucid/services/db'
import WatchedWord from '#models/watched_word'
import { ApiException } from '#exceptions/api_exception'
import { recordAudit } from '#services/moderation/audit_log'
import { forgetWatchedWords } from '#services/moderation/watched_words'

/** DELETE /admin/watched-words/:id, audited; 404 WATCHED_WORD_NOT_FOUND. */
export default class RemoveWatchedWord {
  static async handle({ id, actorId }: { id: number; actorId: number | null }): Promise<void> {
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
}
