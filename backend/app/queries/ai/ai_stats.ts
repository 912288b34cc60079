import { DateTime } from 'luxon'
import type * as Wire from '@dilemma/contract'
import db from '@adonisjs/lucid/services/db'
import AiAnalysis, { type AiProviderName } from '#models/ai_analysis'
import { appTimezone } from '#config/app'
import { LANGUAGES, type Language } from '#services/i18n/languages'
import { toSqlDateTime } from '#services/sql/sql_datetime'

const PROVIDERS: readonly AiProviderName[] = ['deepseek', 'flash', 'mock']
const RECENT_ANALYSES = 5

/**
 * GET /ai/stats (admin-spec §3 "AI stats"): analyses in all, this calendar month and this week
 * (from Monday) in APP_TIMEZONE, per provider and language, the average time and the newest five.
 */
export async function aiStats(now: DateTime = DateTime.utc()): Promise<Wire.AiStats> {
  const local = now.setZone(appTimezone)
  const totals = await db
    .from('ai_analyses')
    .select(
      db.raw('COUNT(*) AS total'),
      db.raw('SUM(CASE WHEN created_at >= ? THEN 1 ELSE 0 END) AS monthly', [toSqlDateTime(local.startOf('month'))]),
      db.raw('SUM(CASE WHEN created_at >= ? THEN 1 ELSE 0 END) AS weekly', [toSqlDateTime(local.startOf('week'))]),
      db.raw('AVG(analysis_time_ms) AS average_time'),
    )
    .first()
  const recent = await AiAnalysis.query().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(RECENT_ANALYSES)
  const averageTime = totals?.average_time === null ? null : Math.round(Number(totals?.average_time))

  return {
    totalAnalyses: Number(totals?.total ?? 0),
    monthlyAnalyses: Number(totals?.monthly ?? 0),
    weeklyAnalyses: Number(totals?.weekly ?? 0),
    providerStats: await countsBy('provider', PROVIDERS),
    languageStats: await countsBy('language', LANGUAGES),
    avgAnalysisTime: averageTime,
    recentAnalyses: recent.map((analysis) => ({
      provider: analysis.provider,
      selectedOption: analysis.selectedOption,
      analysisTime: analysis.analysisTimeMs,
      createdAt: analysis.createdAt.toUTC().toISO()!,
    })),
  }
}

/** Analyses per value of `column`, every known value present (0 when none). */
async function countsBy<Value extends AiProviderName | Language>(
  column: 'provider' | 'language',
  values: readonly Value[],
): Promise<Record<Value, number>> {
  const rows = await db.from('ai_analyses').select(column).count('* as count').groupBy(column)
  const counts = Object.fromEntries(values.map((value) => [value, 0])) as Record<Value, number>
  for (const row of rows) {
    if (values.includes(row[column])) counts[row[column] as Value] = Number(row.count)
  }
  return counts
}
