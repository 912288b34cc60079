import type * as Wire from '@dilemma/contract'
import type { HttpContext } from '@adonisjs/core/http'
import { trendingValidator } from '#validators/post'
import { listTrending } from '#queries/posts/list_trending'

export const DEFAULT_TRENDING_LIMIT = 5

export default class TrendingController {
  /** GET /trending?limit=5 → { posts: [{ id, title, like_count }] } */
  async index({ request }: HttpContext) {
    const { limit } = await trendingValidator.validate(request.qs())
    return { posts: await listTrending(limit ?? DEFAULT_TRENDING_LIMIT) } satisfies Wire.TrendingResponse
  }
}
