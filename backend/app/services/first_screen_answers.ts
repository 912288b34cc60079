/*
 * The server's data a first screen shows (issue 27), fetched exactly as the API answers its reader
 * (a guest: null), so that the app finds it in its query cache and fetches none of it again.
 * Shapes: member-app `FirstScreenAnswers`.
 */
import { randomInt } from 'node:crypto'
import User from '#models/user'
import { findVisiblePost } from '#actions/posts/find_post'
import { listFeed } from '#actions/posts/list_feed'
import { listUserPosts, type UserPostList } from '#actions/posts/list_user_posts'
import { UserSerializer } from '#serializers/user_serializer'
import { planTable } from '#services/payments/plan_table'
import { toPostCard } from '#services/post_cards'

/** The largest seed of the feed's random order (the feed validator's range, the app's session seed). */
const MAX_FEED_SEED = 2 ** 31 - 1
/** The app's feed page size (member-app FEED_PAGE_SIZE). */
const FEED_PAGE_SIZE = 10

interface FeedFirstPage {
  seed: number
  firstPage: unknown
}

interface UserPostsFirstPage {
  userId: number
  firstPage: unknown
}

export interface FirstScreenAnswers {
  feed?: FeedFirstPage
  plans?: unknown
  post?: unknown
  authoredPosts?: UserPostsFirstPage
  publicProfile?: unknown
  publicVotedPosts?: UserPostsFirstPage
}

/** `/post/{id}` and `/user/{id}`: the page's kind and id. */
const PAGE_WITH_ID = /^\/(post|user)\/(\d{1,10})$/

/** The value as it travels as JSON (dates as strings, serializers run). */
const asJson = (value: unknown): unknown => JSON.parse(JSON.stringify(value))

/** Whether `path` is a poll's or a member's public page (`/post/{id}`, `/user/{id}`). */
export function pageWithIdOf(path: string): { kind: 'post' | 'user'; id: number } | null {
  const match = PAGE_WITH_ID.exec(path)
  return match ? { kind: match[1] as 'post' | 'user', id: Number(match[2]) } : null
}

/**
 * `/feed` without a selection: the first page of polls exactly as `GET /posts` answers `viewer`
 * (a guest: nobody's votes, likes or saves; a member: her own), in a random order of a new seed.
 */
export async function feedFirstPage(url: string, viewer: User | null = null): Promise<FeedFirstPage | undefined> {
  if (url !== '/feed') return undefined
  const seed = randomInt(1, MAX_FEED_SEED)
  const page = await listFeed({ page: 1, limit: FEED_PAGE_SIZE, activeOnly: true, sort: 'random', seed }, viewer)
  return { seed, firstPage: asJson(page) }
}

/** `GET /posts/{id}`'s answer to `viewer`, or null when she may not see it. */
async function postAnswer(id: number, viewer: User | null): Promise<unknown> {
  const post = await findVisiblePost(id, viewer).catch(() => null)
  return post && asJson({ success: true, post: await toPostCard(post, viewer) })
}

/** `GET /users/{id}/public-profile`'s answer, or null for an unknown or deleted account. */
async function publicProfileAnswer(id: number): Promise<unknown> {
  const user = await User.query().where('id', id).whereNull('deleted_at').first()
  return user && asJson({ success: true, user: UserSerializer.forPublicProfile(user) })
}

/** The first page of one of `userId`'s lists as `GET /posts/user/{id}` (…) answers `viewer`. */
async function userPostsFirstPage(list: UserPostList, userId: number, viewer: User | null) {
  return { userId, firstPage: asJson(await listUserPosts(list, userId, { page: 1 }, viewer)) }
}

/**
 * What the first screen of `url` shows for `viewer`; null when its poll or member is not there
 * for her (the app then shows its own not-found screen).
 */
export async function answersFor(url: string, viewer: User | null): Promise<FirstScreenAnswers | null> {
  if (url === '/premium') return { plans: asJson(planTable()) }
  if (url === '/profile' && viewer) return { authoredPosts: await userPostsFirstPage('authored', viewer.id, viewer) }
  const page = pageWithIdOf(url)
  if (page?.kind === 'post') {
    const post = await postAnswer(page.id, viewer)
    return post ? { post } : null
  }
  if (page?.kind === 'user') {
    const publicProfile = await publicProfileAnswer(page.id)
    if (!publicProfile) return null
    return { publicProfile, publicVotedPosts: await userPostsFirstPage('publiclyVoted', page.id, viewer) }
  }
  return { feed: await feedFirstPage(url, viewer) }
}

/** `GET /users/me`'s user: what the member's session starts with in the browser. */
export const sessionUserAnswer = (user: User): unknown => asJson(UserSerializer.forSelf(user))
