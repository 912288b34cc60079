// The first screens that carry the server's data (docs/adr/0027-first-screen-data.md), declared once:
// for each page, the API answers it embeds, each by its endpoint and the query it is asked with, and
// where the answer sits in the page's FirstScreenAnswers (`slot`, and `field` inside it). The server
// fetches each with the answer function that endpoint's controller uses; the member app seeds its
// query cache from the same rows under the keys its screens ask with. `keyedBy` adds to the slot the
// id that key needs beside the answer: the feed's random seed, or the signed-in reader's id (a row
// keyed by the reader is left out for a guest). `bareUrlOnly`: only for the page's URL without a
// query string (`/feed?tag=3` is a selection the server does not prepare); a poll's or a member's
// page ignores a shared link's tracking parameters. Plain JavaScript so that the built
// backend and the front ends load it without a TypeScript step (first-screen.d.ts types it).
import { CLIENT_PATHS } from './client-paths.js'
import { FEED_LIMITS } from './limits.js'

const row = (fields) => Object.freeze({ ...fields, query: Object.freeze(fields.query ?? {}) })

export const FIRST_SCREEN_PAGES = Object.freeze({
  [CLIENT_PATHS.feed]: Object.freeze([
    row({
      endpoint: 'GET /posts',
      query: { page: 1, limit: FEED_LIMITS.pageSize, activeOnly: true, sort: 'random' },
      slot: 'feed',
      field: 'firstPage',
      keyedBy: 'seed',
      bareUrlOnly: true,
    }),
    row({
      endpoint: 'GET /tags/popular',
      query: { limit: FEED_LIMITS.popularTags },
      slot: 'feedSidebar',
      field: 'popularTags',
    }),
    row({
      endpoint: 'GET /tags/categories/popular',
      query: { limit: FEED_LIMITS.popularCategories, status: 'all' },
      slot: 'feedSidebar',
      field: 'popularCategories',
    }),
  ]),
  [CLIENT_PATHS.premium]: Object.freeze([row({ endpoint: 'GET /plans', slot: 'plans', bareUrlOnly: true })]),
  [CLIENT_PATHS.profile]: Object.freeze([
    row({
      endpoint: 'GET /posts/user/{id}',
      query: { page: 1 },
      slot: 'authoredPosts',
      field: 'firstPage',
      keyedBy: 'reader',
      bareUrlOnly: true,
    }),
  ]),
  [CLIENT_PATHS.post]: Object.freeze([row({ endpoint: 'GET /posts/{id}', slot: 'post' })]),
  [CLIENT_PATHS.publicProfile]: Object.freeze([
    row({ endpoint: 'GET /users/{id}/public-profile', slot: 'publicProfile', field: 'profile' }),
    row({ endpoint: 'GET /users/{id}/badges', slot: 'publicProfile', field: 'badges' }),
    row({ endpoint: 'GET /posts/public-voted/{id}', query: { page: 1 }, slot: 'publicProfile', field: 'votedPosts' }),
  ]),
})

/** What every first screen of a signed-in reader carries besides its page's answers. */
export const FIRST_SCREEN_READER_ANSWERS = Object.freeze([
  row({ endpoint: 'GET /users/notices', slot: 'notices', field: 'unread', keyedBy: 'reader' }),
])
