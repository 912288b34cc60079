/*
 * The server's data a first screen shows, fetched exactly as the API answers its reader
 * (a guest: null), so that the app finds it in its query cache and fetches none of it again.
 * Shapes: the contract's `FirstScreenAnswers`.
 */
import type { FirstScreenAnswers } from '@dilemma/contract'
import { FEED_LIMITS } from '@dilemma/contract/limits'
import type User from '#models/user'
import { findVisiblePost } from '#actions/posts/find_post'
import { listFeed } from '#actions/posts/list_feed'
import { listUserPosts } from '#actions/posts/list_user_posts'
import { findActiveMember } from '#actions/badges/find_active_member'
import { listEarnedBadges } from '#actions/badges/earned_badges'
import { unreadNoticesAnswer } from '#actions/notices/member_notices'
import { popularCategories, popularTags } from '#actions/tags/tag_queries'
import { UserSerializer } from '#serializers/user_serializer'
import { planTable } from '#services/payments/plan_table'
import { toPostCard } from '#actions/posts/post_cards'

type FeedFirstPage = NonNullable<FirstScreenAnswers['feed']>

/** `/post/{id}` and `/user/{id}`: the page's kind and id. */
const PAGE_WITH_ID = /^\/(post|user)\/(\d{1,10})$/

/** The value as it travels as JSON (dates as strings, serializers run). */
const asJson = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T

/** Whether `path` is a poll's or a member's public page (`/post/{id}`, `/user/{id}`). */
export function pageWithIdOf(path: string): { kind: 'post' | 'user'; id: number } | null {
  const match = PAGE_WITH_ID.exec(path)
  return match ? { kind: match[1] as 'post' | 'user', id: Number(match[2]) } : null
}

/**
 * `/feed` without a selection: the first page of polls exactly as `GET /posts` answers `viewer`
 * (a guest: nobody's votes, likes or saves; a member: her own), in the random order of the
 * moment's seed, so that guests' first screens share one cached page.
 */
export async function feedFirstPage(url: string, viewer: User | null = null): Promise<FeedFirstPage | undefined> {
  if (url !== '/feed') return undefined
  const page = await listFeed({ page: 1, limit: FEED_LIMITS.pageSize, activeOnly: true, sort: 'random' }, viewer)
  return { seed: page.seed, firstPage: asJson(page) }
}

/**
 * `/feed`'s sidebar, whatever its selection: `GET /tags/popular`'s and
 * `GET /tags/categories/popular?status=all`'s answers to `viewer`, with the app's limits.
 */
async function feedSidebar(viewer: User | null): Promise<FirstScreenAnswers['feedSidebar']> {
  const isAdmin = viewer?.currentRole === 'admin'
  const [tags, categories] = await Promise.all([
    popularTags(FEED_LIMITS.popularTags),
    popularCategories(FEED_LIMITS.popularCategories, false, isAdmin),
  ])
  return asJson({ popularTags: { tags }, popularCategories: { categories } })
}

/** `GET /posts/{id}`'s answer to `viewer`, or null when she may not see it. */
async function postAnswer(id: number, viewer: User | null): Promise<FirstScreenAnswers['post'] | null> {
  const post = await findVisiblePost(id, viewer).catch(() => null)
  return post && asJson({ success: true, post: await toPostCard(post, viewer) })
}

/**
 * `/user/{id}`: `GET /users/{id}/public-profile`'s, `GET /users/{id}/badges`' and the first page of
 * `GET /posts/public-voted/{id}`'s answers to `viewer`; none for an unknown or deleted account.
 */
async function publicProfileAnswers(id: number, viewer: User | null): Promise<FirstScreenAnswers['publicProfile']> {
  const member = await findActiveMember(id).catch(() => null)
  if (!member) return undefined
  return {
    profile: asJson({ success: true, user: UserSerializer.forPublicProfile(member) }),
    badges: asJson({ success: true, badges: await listEarnedBadges(member.id) }),
    votedPosts: asJson(await listUserPosts('publiclyVoted', member.id, { page: 1 }, viewer)),
  }
}

/**
 * What the first screen of `url` shows for `viewer`, with her unread notices when she is signed in;
 * null when its poll or member is not there for her (the app then shows its own not-found screen).
 */
export async function answersFor(url: string, viewer: User | null): Promise<FirstScreenAnswers | null> {
  const [answers, unread] = await Promise.all([pageAnswersFor(url, viewer), viewer && unreadNoticesAnswer(viewer.id)])
  if (!answers || !viewer || !unread) return answers
  return { ...answers, notices: { userId: viewer.id, unread: asJson(unread) } }
}

async function pageAnswersFor(url: string, viewer: User | null): Promise<FirstScreenAnswers | null> {
  if (url === '/premium') return { plans: asJson(planTable()) }
  if (url === '/profile' && viewer) {
    const firstPage = asJson(await listUserPosts('authored', viewer.id, { page: 1 }, viewer))
    return { authoredPosts: { userId: viewer.id, firstPage } }
  }
  // A shared link's tracking parameters (`?fbclid=…`) leave a poll or a profile the same page.
  const { pathname } = new URL(url, 'http://first-screen.invalid')
  const page = pageWithIdOf(pathname)
  if (page?.kind === 'post') {
    const post = await postAnswer(page.id, viewer)
    return post ? { post } : null
  }
  if (page?.kind === 'user') {
    const publicProfile = await publicProfileAnswers(page.id, viewer)
    return publicProfile ? { publicProfile } : null
  }
  if (pathname !== '/feed') return {}
  const [feed, sidebar] = await Promise.all([feedFirstPage(url, viewer), feedSidebar(viewer)])
  return { feed, feedSidebar: sidebar }
}

/** `GET /users/me`'s user: what the member's session starts with in the browser. */
export const sessionUserAnswer = (user: User): unknown => asJson(UserSerializer.forSelf(user))
