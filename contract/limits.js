// The limits of a poll (member-spec §3, §5, §9): the backend's validators and rules enforce them,
// GET /site-facts publishes them, the member app's form holds to them. Plain JavaScript so that the
// built backend and the front ends load it without a TypeScript step (limits.d.ts types it).
// The feed's paging: the app's page size, which the server's first screen sends too, and the largest
// seed of its random order, which the feed's query accepts. Its sidebar lists this many popular tags
// and categories, which the first screen sends too.
export const FEED_LIMITS = Object.freeze({ pageSize: 10, maxSeed: 2 ** 31 - 1, popularTags: 10, popularCategories: 5 })

export const POST_LIMITS = Object.freeze({
  titleOnCreate: 100,
  titleOnEdit: 200,
  description: 1000,
  option: 100,
  tagsPerPost: 3,
  tagName: 50,
  reportReason: 500,
  /** Odd numbers only. */
  voteLimit: Object.freeze({ min: 11, max: 9999 }),
  timeLimitHours: Object.freeze({ min: 1, max: 168 }),
  imageBytes: 5 * 1024 * 1024,
})
