import type * as Wire from '@dilemma/contract'
import type { HttpContext } from '@adonisjs/core/http'
import {
  createTagValidator,
  popularCategoriesValidator,
  popularTagsValidator,
  tagSearchValidator,
  tagsOfPostsValidator,
} from '#validators/tag'
import { moveTagValidator } from '#validators/moderation'
import CreateTag from '#actions/tags/create_tag'
import MoveTag from '#actions/tags/move_tag'
import { tagsOfCategory } from '#queries/tags/tags_of_category'
import { listCategories, popularCategoriesAnswer, popularTagsAnswer, searchTags } from '#queries/tags/tag_queries'
import { loadTagsByPost } from '#queries/posts/post_tags'
import { findViewer } from '#services/accounts/viewer'
import { DRY_RUN_PASSED, moderatorOf } from '#controllers/moderator'

const isAdmin = async (ctx: HttpContext) => (await findViewer(ctx))?.currentRole === 'admin'

export default class TagsController {
  async search({ request }: HttpContext) {
    const { q } = await tagSearchValidator.validate(request.qs())
    return { tags: await searchTags(q) } satisfies Wire.TagsResponse
  }

  async store({ request, response }: HttpContext) {
    const { name, category_id: categoryId } = await request.validateUsing(createTagValidator)
    const { tag, created } = await CreateTag.handle({ name, categoryId })
    return response.status(created ? 201 : 200).json({ success: true, tag } satisfies Wire.TagResponse)
  }

  /** GET /tags/posts?ids=1,2,3 → { "1": [tags], "2": [], … } */
  async ofPosts({ request }: HttpContext) {
    // The query-string parser already splits `1,2,3` into a list; validate one canonical form.
    const raw = request.qs().ids
    const { ids } = await tagsOfPostsValidator.validate({ ids: Array.isArray(raw) ? raw.join(',') : raw })
    const tagsByPost = await loadTagsByPost([...new Set(ids.split(',').map(Number))])
    return Object.fromEntries(tagsByPost) satisfies Wire.TagsOfPostsResponse
  }

  async popular({ request }: HttpContext) {
    const { limit } = await popularTagsValidator.validate(request.qs())
    return (await popularTagsAnswer(limit ?? 10)) satisfies Wire.TagsResponse
  }

  async popularCategories(ctx: HttpContext) {
    const { limit, status } = await popularCategoriesValidator.validate(ctx.request.qs())
    return (await popularCategoriesAnswer(
      limit ?? 5,
      status === 'active',
      await isAdmin(ctx),
    )) satisfies Wire.CategoriesResponse
  }

  /** Every category; the uncategorized one is for admins only. */
  async categories(ctx: HttpContext) {
    return { categories: await listCategories(await isAdmin(ctx)) } satisfies Wire.CategoriesResponse
  }

  /** GET /tags/category/:id, for admins (routes). */
  async ofCategory({ params }: HttpContext) {
    return { success: true, tags: await tagsOfCategory(Number(params.id)) } satisfies Wire.CategoryTagsResponse
  }

  /** PUT /tags/:id {category_id}, for admins (routes); `?dryRun=true` only checks. */
  async move(ctx: HttpContext) {
    const { category_id: categoryId } = await ctx.request.validateUsing(moveTagValidator)
    const tag = await MoveTag.handle({ tagId: Number(ctx.params.id), categoryId, moderator: await moderatorOf(ctx) })
    return (tag ? { success: true, tag } : DRY_RUN_PASSED) satisfies Wire.DryRun<Wire.CategoryTagResponse>
  }
}
