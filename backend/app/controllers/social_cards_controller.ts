import type { HttpContext } from '@adonisjs/core/http'
import Post from '#models/post'
import { postErrors } from '#exceptions/post_errors'
import { socialCardQueryValidator, socialCardQuestionValidator } from '#validators/moderation'
import { renderSocialCard, type CardQuestion } from '#services/social_card'
import { pickLanguage } from '#services/languages'

/** A public card may be kept a day by browsers, messengers and proxies: an active poll's texts rarely change. */
const PUBLIC_CACHE = 'public, max-age=86400'

function questionOf(post: Post): CardQuestion {
  const options = [post.optionA, post.optionB, post.optionC, post.optionD].filter((option) => option !== null)
  return { title: post.title, description: post.description, options }
}

async function sendCard({ request, response }: HttpContext, question: CardQuestion, cache: string) {
  const { format, lang } = await socialCardQueryValidator.validate(request.qs())
  const png = await renderSocialCard(question, pickLanguage(lang, request.header('accept-language')), format ?? 'card')
  response.header('Content-Type', 'image/png')
  response.header('Cache-Control', cache)
  response.header('Vary', 'Accept-Language')
  return response.send(png)
}

/** The social-media card (issue 30): one renderer for the console, the CLI and link previews. */
export default class SocialCardsController {
  /** Any post that exists, for admins (routes). */
  async ofPost(ctx: HttpContext) {
    const post = await Post.find(Number(ctx.params.id))
    if (!post) throw postErrors.notFound()
    return sendCard(ctx, questionOf(post), 'private, no-store')
  }

  /** A question not saved yet (the AI generator's preview), for admins (routes). */
  async ofQuestion(ctx: HttpContext) {
    return sendCard(ctx, await ctx.request.validateUsing(socialCardQuestionValidator), 'private, no-store')
  }

  /** `og:image` of an active poll: only what its public page shows anyway. */
  async ofActivePost(ctx: HttpContext) {
    const post = await Post.query().where('id', Number(ctx.params.id)).where('status', 'active').first()
    if (!post) throw postErrors.notFound()
    return sendCard(ctx, questionOf(post), PUBLIC_CACHE)
  }
}
