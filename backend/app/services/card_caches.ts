/*
 * What every post card shows besides the post row: its author and its tags. Both change rarely
 * (a profile edit, a role change; a post's tags are set when it is created), so feed pages read
 * them from memory instead of two more queries per page. The models' hooks forget an entry when
 * it changes through this process; other processes (a second server) see a change within the
 * entry's lifetime.
 */
import type User from '#models/user'
import type { TagSummary } from '#services/post_tags'
import { TtlCache } from '#services/ttl_cache'

const MAX_ENTRIES = 20_000

/** Post authors by user id, with the columns a card shows. */
export const cardAuthors = new TtlCache<number, User>(30_000, MAX_ENTRIES)

/** Tags by post id. */
export const cardTags = new TtlCache<number, TagSummary[]>(60_000, MAX_ENTRIES)
