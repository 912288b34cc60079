import db from '@adonisjs/lucid/services/db'
import { OPTION_LETTERS } from '#models/post'
import { consumeDateTime } from '#models/column_types'
import { postImageStore } from '#services/image_storage'

/** The console lists this many pending reports at most, the newest first. */
export const REPORTS_LIST_LIMIT = 500

/**
 * GET /reports (admin-spec §2 "Reports tab", §3 "Report"): pending reports with their reporter,
 * and their post's owner, texts and images while the post is live. A deleted post (soft or
 * permanent) leaves title, description, owner and images null.
 */
export async function listPendingReports() {
  const rows = await db
    .from('reports')
    .leftJoin('posts', 'posts.id', 'reports.post_id')
    .leftJoin('users as reporters', 'reporters.id', 'reports.user_id')
    .leftJoin('users as owners', 'owners.id', 'posts.user_id')
    .where('reports.status', 'pending')
    .orderBy('reports.created_at', 'desc')
    .orderBy('reports.id', 'desc')
    .limit(REPORTS_LIST_LIMIT)
    .select(
      'reports.id',
      'reports.reason',
      'reports.created_at',
      'reports.post_id',
      'reporters.username as reporter_username',
      'reporters.deleted_at as reporter_deleted_at',
      'owners.username as owner_username',
      'owners.deleted_at as owner_deleted_at',
      'posts.status',
      'posts.title',
      'posts.description',
      ...OPTION_LETTERS.map((letter) => `posts.image_${letter}`),
    )
  return (rows as ReportRow[]).map(reportOfRow)
}

/** A row of the query above; joined columns are null where the post or an account is gone. */
interface ReportRow {
  id: number
  reason: string
  created_at: unknown
  post_id: number | null
  reporter_username: string | null
  reporter_deleted_at: unknown
  owner_username: string | null
  owner_deleted_at: unknown
  status: string | null
  title: string | null
  description: string | null
  image_a: string | null
  image_b: string | null
  image_c: string | null
  image_d: string | null
}

function reportOfRow(row: ReportRow) {
  const postLive = row.status !== null && row.status !== 'deleted'
  const imageOf = (name: string | null) => (postLive && name ? postImageStore.urlOf(name) : null)
  return {
    report_id: Number(row.id),
    reason: row.reason,
    reporter_username: row.reporter_deleted_at ? null : row.reporter_username,
    owner_username: postLive && !row.owner_deleted_at ? row.owner_username : null,
    report_created_at: consumeDateTime(row.created_at)?.toUTC().toISO() ?? null,
    post_id: row.post_id === null ? null : Number(row.post_id),
    title: postLive ? row.title : null,
    description: postLive ? row.description : null,
    image_a: imageOf(row.image_a),
    image_b: imageOf(row.image_b),
    image_c: imageOf(row.image_c),
    image_d: imageOf(row.image_d),
  }
}
