/*
 * A first screen's data (docs/adr/0027-first-screen-data.md): the rows the contract's table
 * `FIRST_SCREEN_PAGES` lists for the page, each fetched with the answer function its endpoint's
 * controller returns, as the API answers this reader (a guest: null), so that the app finds them in
 * its query cache under the keys it asks with and fetches none of them again.
 */
import type { FirstScreenAnswers, FirstScreenEndpoint, FirstScreenEndpointAnswers } from '@dilemma/contract'
import {
  FIRST_SCREEN_PAGES,
  FIRST_SCREEN_READER_ANSWERS,
  type FirstScreenPage,
  type FirstScreenRow,
} from '@dilemma/contract/first-screen'
import { CLIENT_PATHS } from '@dilemma/contract/client-paths'
import type User from '#models/user'
import { ApiException } from '#exceptions/api_exception'
import { UserSerializer } from '#serializers/user_serializer'
import { listFeed, type FeedQuery } from '#queries/posts/list_feed'
import { postAnswer } from '#queries/posts/find_post'
import { listUserPosts } from '#queries/posts/list_user_posts'
import { publicProfileAnswer } from '#queries/accounts/public_profile'
import { memberBadgesAnswer } from '#queries/badges/earned_badges'
import { unreadNoticesAnswer } from '#queries/notices/unread_notices'
import { popularCategoriesAnswer, popularTagsAnswer } from '#queries/tags/tag_queries'
import { planTable } from '#services/payments/plan_table'

/** What a row's endpoint is asked: the page's id (or the reader's), the row's query, the reader. */
interface AnswerRequest {
  id: number
  query: FirstScreenRow['query']
  viewer: User | null
}

/** Each endpoint's answer function, the one its controller returns. */
const ANSWERS: { [E in FirstScreenEndpoint]: (request: AnswerRequest) => Promise<FirstScreenEndpointAnswers[E]> } = {
  'GET /posts': ({ query, viewer }) => listFeed(query as unknown as FeedQuery, viewer),
  'GET /tags/popular': ({ query }) => popularTagsAnswer(Number(query.limit)),
  'GET /tags/categories/popular': ({ query, viewer }) =>
    popularCategoriesAnswer(Number(query.limit), query.status === 'active', viewer?.currentRole === 'admin'),
  'GET /plans': async () => planTable(),
  'GET /posts/user/{id}': ({ id, query, viewer }) => listUserPosts('authored', id, query, viewer),
  'GET /posts/{id}': ({ id, viewer }) => postAnswer(id, viewer),
  'GET /users/{id}/public-profile': ({ id }) => publicProfileAnswer(id),
  'GET /users/{id}/badges': ({ id }) => memberBadgesAnswer(id),
  'GET /posts/public-voted/{id}': ({ id, query, viewer }) => listUserPosts('publiclyVoted', id, query, viewer),
  'GET /users/notices': ({ id }) => unreadNoticesAnswer(id),
}

/** A poll's and a member's page: the table's page of each kind, and the path before its id. */
const PAGES_WITH_ID = (
  [
    ['post', CLIENT_PATHS.post],
    ['user', CLIENT_PATHS.publicProfile],
  ] as const
).map(([kind, page]) => ({ kind, page, prefix: page.slice(0, page.indexOf(':')) }))

/** The value as it travels as JSON (dates as strings, serializers run). */
const asJson = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T

/** Whether `path` is a poll's or a member's public page (`/post/5`, `/user/7`): its kind, table page and id. */
export function pageWithIdOf(path: string): { kind: 'post' | 'user'; page: FirstScreenPage; id: number } | null {
  for (const { kind, page, prefix } of PAGES_WITH_ID) {
    const id = path.startsWith(prefix) ? path.slice(prefix.length) : ''
    if (/^\d{1,10}$/.test(id)) return { kind, page, id: Number(id) }
  }
  return null
}

/** The table's page that `pathname` is, with the id of a poll's or a member's page; none for a page without data. */
function tablePageOf(pathname: string): { page: FirstScreenPage; id?: number } | null {
  const withId = pageWithIdOf(pathname)
  if (withId) return { page: withId.page, id: withId.id }
  const fixed = Object.keys(FIRST_SCREEN_PAGES).find((page) => page === pathname && !page.includes(':'))
  return fixed ? { page: fixed as FirstScreenPage } : null
}

/** A row's answer for the page at `url`; undefined when the row is not for this reader or URL, null when its object is not there for her. */
async function rowAnswer(row: FirstScreenRow, url: string, pageId: number | undefined, viewer: User | null) {
  if (row.bareUrlOnly && url.includes('?')) return undefined
  if (row.keyedBy === 'reader' && !viewer) return undefined
  const id = row.keyedBy === 'reader' ? viewer!.id : (pageId ?? 0)
  try {
    return asJson(await ANSWERS[row.endpoint]({ id, query: row.query, viewer }))
  } catch (error) {
    if (error instanceof ApiException && error.status === 404) return null
    throw error
  }
}

/** The rows' answers in their slots (`slot.field`), with the ids the app's keys need beside them. */
async function slotsOf(rows: readonly FirstScreenRow[], url: string, pageId: number | undefined, viewer: User | null) {
  const found = await Promise.all(rows.map((row) => rowAnswer(row, url, pageId, viewer)))
  if (found.includes(null)) return null
  const slots: Record<string, unknown> = {}
  rows.forEach((row, index) => {
    const answer = found[index]
    if (answer === undefined) return
    const keys =
      row.keyedBy === 'seed'
        ? { seed: (answer as unknown as { seed: number }).seed }
        : row.keyedBy === 'reader'
          ? { userId: viewer!.id }
          : {}
    slots[row.slot] = row.field ? { ...(slots[row.slot] as object), ...keys, [row.field]: answer } : answer
  })
  return slots as FirstScreenAnswers
}

/**
 * `/feed` without a selection: the first page of polls exactly as `GET /posts` answers `viewer`
 * (a guest: nobody's votes, likes or saves; a member: her own), in the random order of the
 * moment's seed, so that guests' first screens share one cached page.
 */
export async function feedFirstPage(url: string, viewer: User | null = null): Promise<FirstScreenAnswers['feed']> {
  const feedRows = FIRST_SCREEN_PAGES[CLIENT_PATHS.feed].filter((row) => row.slot === 'feed')
  return url === CLIENT_PATHS.feed ? (await slotsOf(feedRows, url, undefined, viewer))?.feed : undefined
}

/**
 * What the first screen of `url` shows for `viewer`, with her unread notices when she is signed in;
 * null when its poll or member is not there for her (the app then shows its own not-found screen).
 * A shared link's tracking parameters (`?fbclid=…`) leave a poll or a profile the same page.
 */
export async function answersFor(url: string, viewer: User | null): Promise<FirstScreenAnswers | null> {
  const { pathname } = new URL(url, 'http://first-screen.invalid')
  const page = tablePageOf(pathname)
  const [answers, reader] = await Promise.all([
    page ? slotsOf(FIRST_SCREEN_PAGES[page.page], url, page.id, viewer) : {},
    slotsOf(FIRST_SCREEN_READER_ANSWERS, url, undefined, viewer),
  ])
  return answers && { ...answers, ...reader }
}

/** `GET /users/me`'s user: what the member's session starts with in the browser. */
export const sessionUserAnswer = (user: User): unknown => asJson(UserSerializer.forSelf(user))
