/*
 * Post cards from the raw rows of a page query, without a Lucid model per row: hydrating whole
 * models (attributes, originals, dirty tracking) cost a fifth of a feed page's time, and a card
 * only reads them.
 */
import type { PostStatus } from '#models/post'
import { booleanColumn, consumeDateTime } from '#models/column_types'
import type { CardPost } from '#serializers/post_serializer'

/** A row of `SELECT posts.*` plus any extra columns (the viewer's state); extras stay in `$extras`. */
export function cardPostOfRow(row: Record<string, unknown>): CardPost {
  return {
    id: Number(row.id),
    userId: Number(row.user_id),
    title: row.title as string,
    description: row.description as string,
    optionA: row.option_a as string,
    optionB: row.option_b as string,
    optionC: (row.option_c as string | null) ?? null,
    optionD: (row.option_d as string | null) ?? null,
    imageA: (row.image_a as string | null) ?? null,
    imageB: (row.image_b as string | null) ?? null,
    imageC: (row.image_c as string | null) ?? null,
    imageD: (row.image_d as string | null) ?? null,
    status: row.status as PostStatus,
    voteLimit: row.vote_limit === null ? null : Number(row.vote_limit),
    timeLimit: consumeDateTime(row.time_limit),
    voteCountA: Number(row.vote_count_a),
    voteCountB: Number(row.vote_count_b),
    voteCountC: Number(row.vote_count_c),
    voteCountD: Number(row.vote_count_d),
    totalVotes: Number(row.total_votes),
    likeCount: Number(row.like_count),
    aiEnabled: booleanColumn.consume(row.ai_enabled),
    createdAt: consumeDateTime(row.created_at)!,
    $extras: row,
  }
}
