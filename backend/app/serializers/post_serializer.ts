import type { DateTime } from 'luxon'
import type Post from '#models/post'
import type User from '#models/user'
import type { TagSummary } from '#services/cache/card_caches'
import type { ViewerState } from '#queries/posts/viewer_state'
import { effectiveStatus } from '#services/posts/poll_rules'
import { postImageStore } from '#services/images/image_storage'
import { isFeaturedRole } from '#rules/roles'
import type * as Wire from '@dilemma/contract'

const imageUrl = (name: string | null) => (name ? postImageStore.urlOf(name) : null)

/** What a card reads of a post: a Post, or a page row mapped by cardPostOfRow (card_post_rows.ts). */
export type CardPost = Pick<
  Post,
  | 'id'
  | 'userId'
  | 'title'
  | 'description'
  | 'optionA'
  | 'optionB'
  | 'optionC'
  | 'optionD'
  | 'imageA'
  | 'imageB'
  | 'imageC'
  | 'imageD'
  | 'status'
  | 'voteLimit'
  | 'timeLimit'
  | 'voteCountA'
  | 'voteCountB'
  | 'voteCountC'
  | 'voteCountD'
  | 'totalVotes'
  | 'likeCount'
  | 'aiEnabled'
  | 'createdAt'
  | '$extras'
>

/** What a card shows of its author. */
export type CardAuthor = Pick<User, 'username' | 'avatarUrl' | 'currentRole'>

export interface PostCardContext {
  author: CardAuthor
  tags: TagSummary[]
  state: ViewerState
  viewerId: number | null
  now: DateTime
}

/** What the wire sees of a post. */
export const PostSerializer = {
  /** A post card (feed, lists, detail) with the reader's own state. */
  forCard(post: CardPost, { author, tags, state, viewerId, now }: PostCardContext): Wire.Post {
    const authorRole = author.currentRole
    return {
      id: post.id,
      user_id: post.userId,
      username: author.username,
      user_avatar: author.avatarUrl,
      author_role: authorRole,
      is_featured: isFeaturedRole(authorRole),
      title: post.title,
      description: post.description,
      option_a: post.optionA,
      option_b: post.optionB,
      option_c: post.optionC,
      option_d: post.optionD,
      image_a: imageUrl(post.imageA),
      image_b: imageUrl(post.imageB),
      image_c: imageUrl(post.imageC),
      image_d: imageUrl(post.imageD),
      status: effectiveStatus(post, now),
      created_at: post.createdAt.toISO()!,
      time_limit: post.timeLimit?.toISO() ?? null,
      vote_limit: post.voteLimit,
      vote_counts: { a: post.voteCountA, b: post.voteCountB, c: post.voteCountC, d: post.voteCountD },
      total_votes: post.totalVotes,
      like_count: post.likeCount,
      ai_enabled: post.aiEnabled,
      tags,
      user_choice: state.choice,
      liked: state.liked,
      saved: state.saved,
      reported: state.reported,
      is_owner: viewerId === post.userId,
    }
  },

  /** GET /trending. */
  forTrending(post: Pick<Post, 'id' | 'title' | 'likeCount'>): Wire.TrendingPost {
    return { id: post.id, title: post.title, like_count: post.likeCount }
  },
}

export type PostCard = ReturnType<typeof PostSerializer.forCard>
