import type { AiProvider, AiStats, Language } from '@dilemma/api-client'
import { useIntl } from '@dilemma/app-runtime'
import { Stack } from '@dilemma/design-system'
import { EmptyState } from '@dilemma/design-system/widgets'
import { useStatFormat } from '../hooks/useStatFormat'
import { RecentAnalysesTable } from './RecentAnalysesTable'
import { StatCards } from '../../../lib/StatCards'

// In the order of admin-spec §2.
const providers: readonly AiProvider[] = ['deepseek', 'flash', 'mock']
// not a contract copy: admin-spec's order of LANGUAGES
const languages: readonly Language[] = ['tr', 'en', 'de']

/** The figures of the AI stats tab; before the first analysis the totals and the empty message. */
export function AiStatsFigures({ stats }: { stats: AiStats }) {
  const intl = useIntl()
  const format = useStatFormat()
  const text = (id: string) => intl.formatMessage({ id })

  const totals = [
    { label: text('admin.aiStats.total'), value: format.count(stats.totalAnalyses) },
    { label: text('admin.aiStats.monthly'), value: format.count(stats.monthlyAnalyses) },
    { label: text('admin.aiStats.weekly'), value: format.count(stats.weeklyAnalyses) },
    {
      label: text('admin.aiStats.averageTime'),
      value:
        stats.avgAnalysisTime === null
          ? text('admin.aiStats.notAvailable')
          : format.milliseconds(stats.avgAnalysisTime),
    },
  ]
  const totalsGroup = <StatCards title={text('admin.aiStats.totals')} stats={totals} />

  if (stats.totalAnalyses === 0) {
    return (
      <Stack gap="lg">
        {totalsGroup}
        <EmptyState title={text('admin.aiStats.empty.title')} description={text('admin.aiStats.empty.description')} />
      </Stack>
    )
  }

  return (
    <Stack gap="xl">
      {totalsGroup}
      <StatCards
        title={text('admin.aiStats.providers')}
        stats={providers.map((provider) => ({
          label: text(`admin.aiStats.provider.${provider}`),
          value: format.count(stats.providerStats[provider]),
        }))}
      />
      <StatCards
        title={text('admin.aiStats.languages')}
        stats={languages.map((language) => ({
          label: text(`admin.aiStats.language.${language}`),
          value: format.count(stats.languageStats[language]),
        }))}
      />
      <RecentAnalysesTable analyses={stats.recentAnalyses} />
    </Stack>
  )
}
