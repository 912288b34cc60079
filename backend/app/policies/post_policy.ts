import { BasePolicy, Bouncer } from '@adonisjs/bouncer'
import type Post from '#models/post'
import type User from '#models/user'
import type { PostStatus } from '#models/post'
import { PUBLIC_POST_STATUSES } from '@dilemma/contract/polls'

/**
 * Statuses every visitor sees; inactive and held posts only their author and admins, deleted ones
 * only admins. Every list filters by these, so a status outside them is invisible by default.
 */
export { PUBLIC_POST_STATUSES }

/** Statuses of her own posts that only she (and admins) see. */
const AUTHOR_ONLY_STATUSES: readonly PostStatus[] = ['inactive', 'held']

/** The statuses of `ownerId`'s own list that `viewer` sees: her held polls too, marked awaiting review, when she reads it. */
export function listedStatusesOf(ownerId: number, viewer: User | null): readonly PostStatus[] {
  return viewer?.id === ownerId ? [...PUBLIC_POST_STATUSES, 'held'] : PUBLIC_POST_STATUSES
}

const isAdmin = (user: User) => user.currentRole === 'admin'

export function isVisiblePost(viewer: User | null, post: Pick<Post, 'status' | 'userId'>): boolean {
  if (PUBLIC_POST_STATUSES.includes(post.status)) return true
  if (!viewer) return false
  return isAdmin(viewer) || (AUTHOR_ONLY_STATUSES.includes(post.status) && post.userId === viewer.id)
}

/** Ownership and role rules of posts and of the per-user lists. */
export default class PostPolicy extends BasePolicy {
  update(user: User, post: Post) {
    return user.id === post.userId
  }

  delete(user: User, post: Post) {
    return user.id === post.userId || isAdmin(user)
  }

  /** The AI analysis is run by the poll's author (her paid plan is checked by the action)… */
  analyze(user: User, post: Post) {
    return user.id === post.userId
  }

  /** …and read by her and admins. */
  viewAnalysis(user: User, post: Post) {
    return user.id === post.userId || isAdmin(user)
  }

  /** Saved, voted and liked lists are their owner's (and an admin's) only. */
  viewPrivateList(user: User, ownerId: number) {
    return user.id === ownerId || isAdmin(user)
  }
}

/** The post policy for `user`; a denial is a 403 FORBIDDEN. */
export function postPolicyFor(user: User) {
  return new Bouncer(user).with(PostPolicy)
}
