import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import env from '#start/env'
import { hasReadReplicas, openReadPrimaryWindow, withReadsFor } from '#services/sql/read_replicas'

/**
 * The routes whose answers may be a moment stale, read on a replica when replicas are configured
 * (withReadsFor): the feeds (search and the tag filter are feed queries), a poll's public
 * page and card image, public profiles, trending and tags. Every other route reads the primary:
 * sessions, her own lists, payments, moderation, and every write with what it reads first.
 */
export const STALE_TOLERANT_ROUTES: ReadonlySet<string> = new Set([
  'api.posts.index',
  'api.posts.show',
  'api.posts.card',
  'api.posts.authored',
  'api.posts.publicVoted',
  'api.users.publicProfile',
  'api.users.badges.ofMember',
  'api.trending',
  'api.tags.search',
  'api.tags.ofPosts',
  'api.tags.popular',
  'api.tags.popularCategories',
  'api.tags.categories',
])

/** Longer than replication normally trails, so that her next reads find her write on every server. */
const READ_PRIMARY_SECONDS = env.get('DB_READ_PRIMARY_SECONDS') ?? 5

const READS = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * Sends a stale-tolerant route's reads to the replicas, and opens a signed-in member's
 * read-primary window after each successful write of hers. Without replicas it does nothing.
 */
export default class ReadRoutingMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    if (!hasReadReplicas()) return next()
    if (READS.has(ctx.request.method())) {
      return withReadsFor(ctx, STALE_TOLERANT_ROUTES.has(ctx.route?.name ?? ''), next)
    }
    await next()
    if (ctx.response.getStatus() < 400 && ctx.auth.use('web').user) openReadPrimaryWindow(ctx, READ_PRIMARY_SECONDS)
  }
}
