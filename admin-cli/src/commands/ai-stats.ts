import type { AiStats } from '@dilemma/api-client'
import type { Command } from 'commander'
import { actionWith, type CommandContext } from '../context.js'
import { withExamples } from '../help.js'
import type { Io } from '../io.js'
import { formatRecord, formatTable } from '../output.js'

/** `ai stats`: how members use the AI analysis, as the console's AI tab shows it. */
export function registerAiStatsCommand(ai: Command, io: Io): void {
  withExamples(ai.command('stats').description('how the AI analysis of polls is used').action(actionWith(io, stats)), [
    'dilemma-admin ai stats',
    'dilemma-admin ai stats --json',
  ])
}

const counts = (byKey: Record<string, number>) =>
  Object.entries(byKey)
    .map(([key, count]) => `${key} ${count}`)
    .join(', ')

export function describeAiStats(stats: AiStats): string {
  const totals = formatRecord([
    ['analyses', stats.totalAnalyses],
    ['this month', stats.monthlyAnalyses],
    ['this week', stats.weeklyAnalyses],
    ['average time', stats.avgAnalysisTime === null ? null : `${stats.avgAnalysisTime} ms`],
    ['by provider', counts(stats.providerStats)],
    ['by language', counts(stats.languageStats)],
  ])
  if (stats.recentAnalyses.length === 0) return totals
  const recent = formatTable(stats.recentAnalyses, [
    { header: 'WHEN', value: (analysis) => analysis.createdAt },
    { header: 'PROVIDER', value: (analysis) => analysis.provider },
    { header: 'OPTION', value: (analysis) => analysis.selectedOption.toUpperCase() },
    { header: 'TIME (MS)', value: (analysis) => analysis.analysisTime },
  ])
  return `${totals}\n\nRecent analyses:\n${recent}`
}

async function stats({ api, output }: CommandContext): Promise<void> {
  const { data } = await api.ai.stats()
  output.result(data, () => describeAiStats(data))
}
