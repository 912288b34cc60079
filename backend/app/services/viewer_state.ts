import db from '@adonisjs/lucid/services/db'
import type { OptionLetter } from '#models/post'
import { rowsOf } from '#services/sql_results'

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
 * `viewer_saved`, `viewer_reported`), so a page of cards needs no query of its own for it.
 * `postId` names the page's post id column.
 */
export function viewerStateColumns(postId: string, userId: number): { sql: string; bindings: number[] } {
  const exists = (table: string) =>
    `EXISTS (SELECT 1 FROM ${table} WHERE ${table}.post_id = ${postId} AND ${table}.user_id = ?)`
  return {
    sql:
      `(SELECT votes.choice FROM votes WHERE votes.post_id = ${postId} AND votes.user_id = ?) AS viewer_choice, ` +
      `${exists('likes')} AS viewer_liked, ${exists('saves')} AS viewer_saved, ${exists('reports')} AS viewer_reported`,
    bindings: [userId, userId, userId, userId],
  }
}

/** The state a page query selected with viewerStateColumns, or undefined when it did not. */
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
  const rows = rowsOf<StateRow>(await db.rawQuery(sql, bindings))

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
