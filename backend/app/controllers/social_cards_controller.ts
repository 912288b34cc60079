import type { HttpContext } from '@adonisjs/core/http'
import Post from '#models/post'
import { postErrors } from '#exceptions/post_errors'
import { socialCardQueryValidator, socialCardQuestionValidator } from '#validators/moderation'
import type { SocialCardFormat } from '@dilemma/contract/polls'
import { renderSocialCard, type CardQuestion } from '#services/posts/social_card'
import { publicSocialCard } from '#services/cache/public_card_cache'
import { pickLanguage, type Language } from '#services/i18n/languages'

/** A public card may be kept a day by browsers, messengers and proxies: an active poll's texts rarely change. */
const PUBLIC_CACHE = 'public, max-age=86400'

function questionOf(post: Post): CardQuestion {
  const options = [post.optionA, post.optionB, post.optionC, post.optionD].filter((option) => option !== null)
  return { title: post.title, description: post.description, options }
}

type Renderer = (language: Language, format: SocialCardFormat) => Promise<Buffer>

async function sendCard({ request, response }: HttpContext, render: Renderer, cache: string) {
  const { format, lang } = await socialCardQueryValidator.validate(request.qs())
  const png = await render(pickLanguage(lang, request.header('accept-language')), format ?? 'card')
  response.header('Content-Type', 'image/png')
  response.header('Cache-Control', cache)
  response.header('Vary', 'Accept-Language')
  return response.send(png)
}

/** The social-media card: one renderer for the console, the CLI and link previews. */
export default class SocialCardsController {
  /** Any post that exists, for admins (routes). */
  async ofPost(ctx: HttpContext) {
    const post = await Post.find(Number(ctx.params.id))
    if (!post) throw postErrors.notFound()
    const question = questionOf(post)
    return sendCard(ctx, (language, format) => renderSocialCard(question, language, format), 'private, no-store')
  }

  /** A question not saved yet (the AI generator's preview), for admins (routes). */
  async ofQuestion(ctx: HttpContext) {
    const question = await ctx.request.validateUsing(socialCardQuestionValidator)
    return sendCard(ctx, (language, format) => renderSocialCard(question, language, format), 'private, no-store')
  }

  /** `og:image` of an active poll: only what its public page shows anyway. */
  async ofActivePost(ctx: HttpContext) {
    const post = await Post.query().where('id', Number(ctx.params.id)).where('status', 'active').first()
    if (!post) throw postErrors.notFound()
    const version = post.updatedAt.toISO() ?? ''
    const render: Renderer = (language, format) =>
      publicSocialCard({ postId: post.id, version, language, format }, questionOf(post))
    return sendCard(ctx, render, PUBLIC_CACHE)
  }
}
