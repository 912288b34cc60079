import type { AiStats } from '@dilemma/api-client'
import { useIntl } from '@dilemma/app-runtime'
import { FiguresTable } from '../../../lib/FiguresTable'
import { useStatFormat } from '../hooks/useStatFormat'

const columns = ['createdAt', 'provider', 'selectedOption', 'analysisTime'] as const

/** The newest analyses (at most five, newest first) as a table named by its heading. */
export function RecentAnalysesTable({ analyses }: { analyses: AiStats['recentAnalyses'] }) {
  const intl = useIntl()
  const format = useStatFormat()
  const text = (id: string) => intl.formatMessage({ id })

  return (
    <FiguresTable
      title={text('admin.aiStats.recent.title')}
      columns={columns.map((column) => text(`admin.aiStats.recent.${column}`))}
      rows={analyses.map((analysis, index) => ({
        key: `${analysis.createdAt}-${index}`,
        cells: [
          format.dateTime(analysis.createdAt),
          text(`admin.aiStats.provider.${analysis.provider}`),
          analysis.selectedOption.toUpperCase(),
          format.milliseconds(analysis.analysisTime),
        ],
      }))}
    />
  )
}
