import type * as Wire from '@dilemma/contract'
import type { HttpContext } from '@adonisjs/core/http'
import { createPostValidator, feedValidator, updatePostValidator } from '#validators/post'
import { OPTION_LETTERS, type OptionLetter } from '#models/post'
import { postPolicyFor } from '#policies/post_policy'
import { findVisiblePost, postAnswer } from '#queries/posts/find_post'
import CreatePost from '#actions/posts/create_post'
import UpdatePost from '#actions/posts/update_post'
import DeletePost from '#actions/posts/delete_post'
import { listFeed } from '#queries/posts/list_feed'
import { postAllowanceOf } from '#services/posts/post_allowance'
import { parseTagsField } from '#services/posts/tags_field'
import { toPostCard } from '#queries/posts/post_cards'
import { findViewer } from '#services/accounts/viewer'

export default class PostsController {
  async index(ctx: HttpContext) {
    const feed = await feedValidator.validate(ctx.request.qs())
    return (await listFeed(feed, await findViewer(ctx))) satisfies Wire.FeedPage
  }

  async show(ctx: HttpContext) {
    return (await postAnswer(Number(ctx.params.id), await findViewer(ctx))) satisfies Wire.PostResponse
  }

  async store({ request, auth, response }: HttpContext) {
    const author = auth.use('web').getUserOrFail()
    const data = await createPostValidator.validate({
      ...request.all(),
      ...request.allFiles(),
      tags: parseTagsField(request.input('tags')),
    })
    const imagePaths: Partial<Record<OptionLetter, string>> = {}
    for (const letter of OPTION_LETTERS) {
      const file = data[`image_${letter}`]
      if (file?.tmpPath) imagePaths[letter] = file.tmpPath
    }
    const post = await CreatePost.handle({
      author,
      post: {
        title: data.title,
        description: data.description,
        options: { a: data.option_a, b: data.option_b, c: data.option_c, d: data.option_d },
        voteLimit: data.vote_limit,
        timeLimitHours: data.time_limit,
        tags: data.tags ?? [],
        aiEnabled: data.ai_enabled,
        imagePaths,
      },
    })
    return response.created({ success: true, post: await toPostCard(post, author) } satisfies Wire.PostResponse)
  }

  async update({ params, request, auth }: HttpContext) {
    const user = auth.use('web').getUserOrFail()
    const post = await findVisiblePost(Number(params.id), user)
    await postPolicyFor(user).authorize('update', post)
    const changes = await request.validateUsing(updatePostValidator)
    await UpdatePost.handle({ post, changes })
    return { success: true, post: await toPostCard(post, user) } satisfies Wire.PostResponse
  }

  async destroy({ params, auth }: HttpContext) {
    const user = auth.use('web').getUserOrFail()
    const post = await findVisiblePost(Number(params.id), user)
    await postPolicyFor(user).authorize('delete', post)
    await DeletePost.handle({ post })
    return { success: true } satisfies Wire.SuccessResponse
  }

  /** GET /posts/allowance: today's post allowance of the signed-in user. */
  async allowance({ auth }: HttpContext) {
    return (await postAllowanceOf(auth.use('web').getUserOrFail())) satisfies Wire.PostAllowance
  }
}
