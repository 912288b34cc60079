import type { OptionLetter } from '#models/post'
import { rowsOf } from '#services/sql/sql_results'
import { readClient } from '#services/sql/read_replicas'

/** What the signed-in reader has done with a post. */
export interface ViewerState {
  choice: OptionLetter | null
  liked: boolean
  saved: boolean
  reported: boolean
}

export const GUEST_STATE: ViewerState = Object.freeze({ choice: null, liked: false, saved: false, reported: false })

/**
 * The viewer's state as four columns of a page query (`viewer_choice`, `viewer_liked`,
 * `viewer_saved`, `viewer_reported`), so a page of cards needs no query of its own for it:
 * `columns` go into the select list and `joins` (with `bindings`) after the `posts` table.
 * Each join meets at most one row (unique (post_id, user_id) indexes). Left joins cost MariaDB
 * less than four correlated subqueries per row (docs/adr/0004-feed-order-and-pages.md).
 */
export function viewerStateJoins(userId: number): { columns: string; joins: string; bindings: number[] } {
  const join = (table: string, alias: string) =>
    `LEFT JOIN ${table} AS ${alias} ON ${alias}.post_id = posts.id AND ${alias}.user_id = ?`
  return {
    columns:
      'viewer_vote.choice AS viewer_choice, viewer_like.id IS NOT NULL AS viewer_liked, ' +
      'viewer_save.id IS NOT NULL AS viewer_saved, viewer_report.id IS NOT NULL AS viewer_reported',
    joins: [
      join('votes', 'viewer_vote'),
      join('likes', 'viewer_like'),
      join('saves', 'viewer_save'),
      join('reports', 'viewer_report'),
    ].join(' '),
    bindings: [userId, userId, userId, userId],
  }
}

/** The state a page query selected with viewerStateJoins, or undefined when it did not. */
export function viewerStateOf(extras: Record<string, unknown>): ViewerState | undefined {
  if (!('viewer_liked' in extras)) return undefined
  return {
    choice: (extras.viewer_choice as OptionLetter | null) ?? null,
    liked: Boolean(Number(extras.viewer_liked)),
    saved: Boolean(Number(extras.viewer_saved)),
    reported: Boolean(Number(extras.viewer_reported)),
  }
}

/** The viewer's vote, like, save and report on many posts in ONE query (UNION ALL). */
export async function loadViewerStates(postIds: number[], userId: number | null): Promise<Map<number, ViewerState>> {
  const states = new Map<number, ViewerState>(postIds.map((id) => [id, { ...GUEST_STATE }]))
  if (postIds.length === 0 || userId === null) return states

  const inList = postIds.map(() => '?').join(', ')
  const part = (table: string, kind: string, choice: string) =>
    `SELECT post_id, '${kind}' AS kind, ${choice} AS choice FROM ${table} WHERE user_id = ? AND post_id IN (${inList})`
  const sql = [
    part('votes', 'vote', 'choice'),
    part('likes', 'like', 'NULL'),
    part('saves', 'save', 'NULL'),
    part('reports', 'report', 'NULL'),
  ].join(' UNION ALL ')
  const bindings = Array.from({ length: 4 }, () => [userId, ...postIds]).flat()
  const rows = rowsOf<StateRow>(await readClient().rawQuery(sql, bindings))

  for (const row of rows) {
    const state = states.get(Number(row.post_id))
    if (!state) continue
    if (row.kind === 'vote') state.choice = row.choice
    else if (row.kind === 'like') state.liked = true
    else if (row.kind === 'save') state.saved = true
    else state.reported = true
  }
  return states
}

interface StateRow {
  post_id: number | string
  kind: 'vote' | 'like' | 'save' | 'report'
  choice: OptionLetter | null
}
