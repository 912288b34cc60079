import type { HttpContext } from '@adonisjs/core/http'
import { adminPostsQueryValidator, postStatusChangeValidator } from '#validators/moderation'
import { listConsolePosts } from '#actions/moderation/list_console_posts'
import { postStats } from '#actions/moderation/post_stats'
import { changePostStatus, deletePostPermanently } from '#actions/moderation/change_post'

/** The posts tab (admin-spec §2); admins only (routes). */
export default class ConsolePostsController {
  async stats() {
    return { success: true, data: await postStats() }
  }

  async index({ request }: HttpContext) {
    const query = await adminPostsQueryValidator.validate(request.qs())
    return { success: true, ...(await listConsolePosts(query)) }
  }

  async updateStatus({ params, request }: HttpContext) {
    const { status } = await request.validateUsing(postStatusChangeValidator)
    await changePostStatus(Number(params.id), status)
    return { success: true, message: 'Status updated' }
  }

  async destroy({ params }: HttpContext) {
    await deletePostPermanently(Number(params.id))
    return { success: true, message: 'Post deleted permanently' }
  }
}
