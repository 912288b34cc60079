import db from '@adonisjs/lucid/services/db'
import type * as Wire from '@dilemma/contract'
import { OPTION_LETTERS, type OptionLetter } from '#models/post'
import { consumeDateTime } from '#models/column_types'
import {
  imageUrlOf,
  isPostLive,
  pendingReportRows,
  reportOfRow,
  type ReportRow,
} from '#queries/moderation/list_reports'

/** The review queue shows this many reported posts at most. */
export const REPORT_GROUPS_LIMIT = 100
/** Each card lists this many of its reports, the newest first; `report_count` has them all. */
export const REPORTS_PER_GROUP_LIMIT = 50

interface GroupHead {
  post_id: number | null
  orphan_id: number | null
  report_count: number | string
  latest_at: unknown
}

/**
 * The queue's cards: one per reported post, the most reported first, then the most recently
 * reported (like Discourse's review queue, one item per flagged post). A post deleted permanently
 * keeps its card (`reported_post_id` outlives it); only a report from before that column, whose
 * post is gone, forms a card of its own.
 */
async function groupHeads(): Promise<GroupHead[]> {
  // `orphan_id` is the report's id only when it names no post: such reports are not merged.
  return db
    .from('reports')
    .where('status', 'pending')
    .select(
      'reported_post_id as post_id',
      db.raw('CASE WHEN reported_post_id IS NULL THEN id ELSE NULL END as orphan_id'),
    )
    .count('* as report_count')
    .max('created_at as latest_at')
    .groupBy('reported_post_id', 'orphan_id')
    .orderBy('report_count', 'desc')
    .orderBy('latest_at', 'desc')
    .orderBy('reported_post_id', 'desc')
    .orderBy('orphan_id', 'desc')
    .limit(REPORT_GROUPS_LIMIT)
}

const OPTION_LABELS: Record<OptionLetter, Wire.ReportGroupPost['options'][number]['letter']> = {
  a: 'A',
  b: 'B',
  c: 'C',
  d: 'D',
}

/** The reported poll as the card shows it: null once deleted (soft or permanent). */
function postOfRow(row: ReportRow): Wire.ReportGroupPost | null {
  if (!isPostLive(row)) return null
  const options = OPTION_LETTERS.flatMap((letter) => {
    const text = row[`option_${letter}`]
    if (!text) return []
    return [{ letter: OPTION_LABELS[letter], text, image_url: imageUrlOf(row, row[`image_${letter}`]) }]
  })
  return {
    id: Number(row.post_id),
    // A live post's title and owner's username are NOT NULL columns; only the LEFT JOIN types them nullable.
    title: row.title!,
    description: row.description,
    status: row.status,
    owner:
      row.owner_id === null || row.owner_deleted_at
        ? null
        : { id: Number(row.owner_id), username: row.owner_username! },
    options,
  }
}

/** GET /reports/grouped: the review queue (docs/adr/0043-moderation-api.md). */
export async function listReportGroups(): Promise<Wire.ReportGroup[]> {
  const heads = await groupHeads()
  const postIds = heads.flatMap((head) => (head.post_id === null ? [] : [Number(head.post_id)]))
  const orphanIds = heads.flatMap((head) => (head.orphan_id === null ? [] : [Number(head.orphan_id)]))
  if (heads.length === 0) return []
  const rows = await pendingReportRows((query) =>
    query.where((scope) => {
      scope.whereIn('reports.reported_post_id', postIds).orWhereIn('reports.id', orphanIds)
    }),
  )
  const rowsOfGroup = new Map<string, ReportRow[]>()
  for (const row of rows) {
    const key = row.post_id === null ? `report:${row.id}` : `post:${row.post_id}`
    rowsOfGroup.set(key, [...(rowsOfGroup.get(key) ?? []), row])
  }
  return heads.flatMap((head) => {
    const key = head.post_id === null ? `report:${head.orphan_id}` : `post:${head.post_id}`
    const groupRows = rowsOfGroup.get(key) ?? []
    // A report decided between the two queries leaves its card empty: skip it.
    if (groupRows.length === 0) return []
    return [
      {
        post_id: head.post_id === null ? null : Number(head.post_id),
        report_count: Number(head.report_count),
        latest_report_at: consumeDateTime(head.latest_at)?.toUTC().toISO() ?? null,
        post: postOfRow(groupRows[0]!),
        reports: groupRows.slice(0, REPORTS_PER_GROUP_LIMIT).map(reportOfRow),
      },
    ]
  })
}
