/*
 * What every post card shows besides the post row: its author and its tags. Both change rarely
 * (a profile edit, a role change; a post's tags are set when it is created, moved by a tag
 * categorisation), so feed pages read them from memory instead of two more queries per page.
 * A change forgets its entries in every process (services/cache/shared_cache.ts).
 */
import type { PostTag } from '@dilemma/contract'
import type User from '#models/user'
import { SharedCache } from '#services/cache/shared_cache'

const MAX_ENTRIES = 20_000

/** A tag as a post card shows it. */
export type TagSummary = PostTag

/** Post authors by user id, with the columns a card shows. */
export const cardAuthors = new SharedCache<number, User>({
  name: 'card_authors',
  ttlMs: 30_000,
  maxEntries: MAX_ENTRIES,
})

/** Tags by post id; each entry is also in the group `tag:<id>` of each of its tags. */
export const cardTags = new SharedCache<number, TagSummary[]>({
  name: 'card_tags',
  ttlMs: 60_000,
  maxEntries: MAX_ENTRIES,
  groupsOf: (tags) => tags.map((tag) => tagGroup(tag.id)),
})

export function tagGroup(tagId: number): string {
  return `tag:${tagId}`
}
