import type * as Wire from '@dilemma/contract'
import type { HttpContext } from '@adonisjs/core/http'
import { watchedWordsImportValidator, watchedWordTestValidator, watchedWordValidator } from '#validators/moderation'
import AddWatchedWord from '#actions/moderation/add_watched_word'
import ImportWatchedWords from '#actions/moderation/import_watched_words'
import RemoveWatchedWord from '#actions/moderation/remove_watched_word'
import { listWatchedWords, testWatchedWords, watchedWordOf } from '#queries/moderation/list_watched_words'

/** The watched-words list (console tab "Words", CLI `words`); admins only (routes). */
export default class WatchedWordsController {
  async index() {
    return { success: true, words: await listWatchedWords() } satisfies Wire.WatchedWordsResponse
  }

  async store({ auth, request, response }: HttpContext) {
    const entry = await request.validateUsing(watchedWordValidator)
    const word = await AddWatchedWord.handle({ entry, actorId: auth.use('web').getUserOrFail().id })
    response.status(201)
    return { success: true, word: watchedWordOf(word) } satisfies Wire.WatchedWordResponse
  }

  async import({ auth, request }: HttpContext) {
    const { entries } = await request.validateUsing(watchedWordsImportValidator)
    const counts = await ImportWatchedWords.handle({ entries, actorId: auth.use('web').getUserOrFail().id })
    return { success: true, ...counts } satisfies Wire.WatchedWordsImportResult
  }

  async destroy({ auth, params }: HttpContext) {
    await RemoveWatchedWord.handle({ id: Number(params.id), actorId: auth.use('web').getUserOrFail().id })
    return { success: true, message: 'Watched word removed' } satisfies Wire.SuccessResponse
  }

  async test({ request }: HttpContext) {
    const { text } = await request.validateUsing(watchedWordTestValidator)
    return { success: true, matches: await testWatchedWords(text) } satisfies Wire.WatchedWordTestResult
  }
}
