import db from '@adonisjs/lucid/services/db'
import type { DatabaseQueryBuilderContract } from '@adonisjs/lucid/types/querybuilder'
import type { AdminReport } from '@dilemma/contract'
import { OPTION_LETTERS } from '#models/post'
import { consumeDateTime } from '#models/column_types'
import { postImageStore } from '#services/images/image_storage'

/** The console lists this many pending reports at most, the newest first. */
export const REPORTS_LIST_LIMIT = 500

/**
 * Pending reports with their reporter, and their post's owner, texts, options and images,
 * newest first; `scope` narrows them (e.g. to some posts). Joined columns are null where the post
 * or an account is gone.
 */
export async function pendingReportRows(scope: (query: DatabaseQueryBuilderContract) => void) {
  const query = db
    .from('reports')
    .leftJoin('posts', 'posts.id', 'reports.post_id')
    .leftJoin('users as reporters', 'reporters.id', 'reports.user_id')
    .leftJoin('users as owners', 'owners.id', 'posts.user_id')
    .where('reports.status', 'pending')
    .orderBy('reports.created_at', 'desc')
    .orderBy('reports.id', 'desc')
    .select(
      'reports.id',
      'reports.reason',
      'reports.created_at',
      'reports.reported_post_id as post_id',
      'reports.watched_word',
      'reports.watched_field',
      'reporters.username as reporter_username',
      'reporters.deleted_at as reporter_deleted_at',
      'owners.id as owner_id',
      'owners.username as owner_username',
      'owners.deleted_at as owner_deleted_at',
      'posts.status',
      'posts.title',
      'posts.description',
      ...OPTION_LETTERS.flatMap((letter) => [`posts.option_${letter}`, `posts.image_${letter}`]),
    )
  scope(query)
  return (await query) as ReportRow[]
}

/**
 * GET /reports (admin-spec §2 "Reports tab", §3 "Report"): pending reports with their reporter,
 * and their post's owner, texts and images while the post is live. A deleted post (soft or
 * permanent) leaves title, description, owner and images null.
 */
export async function listPendingReports() {
  const rows = await pendingReportRows((query) => query.limit(REPORTS_LIST_LIMIT))
  return rows.map(reportOfRow)
}

/** A row of `pendingReportRows`. */
export interface ReportRow {
  id: number
  reason: string
  created_at: unknown
  post_id: number | null
  watched_word: string | null
  watched_field: string | null
  reporter_username: string | null
  reporter_deleted_at: unknown
  owner_id: number | null
  owner_username: string | null
  owner_deleted_at: unknown
  status: string | null
  title: string | null
  description: string | null
  option_a: string | null
  option_b: string | null
  option_c: string | null
  option_d: string | null
  image_a: string | null
  image_b: string | null
  image_c: string | null
  image_d: string | null
}

/** Whether the row's post still exists and is not soft-deleted. */
export const isPostLive = (row: ReportRow): row is ReportRow & { status: string } =>
  row.status !== null && row.status !== 'deleted'

/** The public URL of an uploaded post image, while the post is live. */
export const imageUrlOf = (row: ReportRow, name: string | null) =>
  isPostLive(row) && name ? postImageStore.urlOf(name) : null

/** A report with the fields of admin-spec §3 (plus `post_id`). */
export function reportOfRow(row: ReportRow): AdminReport {
  const postLive = isPostLive(row)
  return {
    report_id: Number(row.id),
    reason: row.reason,
    reporter_username: row.reporter_deleted_at ? null : row.reporter_username,
    watched_word: row.watched_word === null ? null : { word: row.watched_word, field: row.watched_field ?? '' },
    owner_username: postLive && !row.owner_deleted_at ? row.owner_username : null,
    report_created_at: consumeDateTime(row.created_at)?.toUTC().toISO() ?? null,
    post_id: row.post_id === null ? null : Number(row.post_id),
    title: postLive ? row.title : null,
    description: postLive ? row.description : null,
    image_a: imageUrlOf(row, row.image_a),
    image_b: imageUrlOf(row, row.image_b),
    image_c: imageUrlOf(row, row.image_c),
    image_d: imageUrlOf(row, row.image_d),
  }
}
