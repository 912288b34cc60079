import { useIntl } from '@dilemma/app-runtime'
import { Box, Button, ErrorState, Group, Loader, PageLoader, Stack, Text, Title } from '@dilemma/design-system'
import { useServerMessage } from '../../lib/serverMessage'
import { useAiStats } from './api/useAiStats'
import { AiStatsFigures } from './components/AiStatsFigures'

/** The AI stats tab (admin-spec §2): usage of the AI analysis, with a refresh. A load error replaces it. */
export function AiStatsPanel() {
  const intl = useIntl()
  const serverMessage = useServerMessage()
  const text = (id: string) => intl.formatMessage({ id })
  const stats = useAiStats()

  if (stats.isPending || (stats.isError && stats.isFetching)) {
    return <PageLoader label={text('admin.aiStats.loading')} />
  }
  if (stats.isError) {
    return (
      <ErrorState
        title={text('admin.aiStats.error.title')}
        message={serverMessage(stats.error) ?? text('admin.aiStats.error.fallback')}
        retryLabel={text('admin.aiStats.error.retry')}
        onRetry={() => void stats.refetch()}
      />
    )
  }

  const refreshing = stats.isFetching
  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={2} size="h3">
          {text('admin.aiStats.title')}
        </Title>
        <Group gap="sm">
          <Text role="status" size="sm" c="dimmed">
            {refreshing ? text('admin.aiStats.refreshing') : ''}
          </Text>
          {/* Not disabled while busy, so that it keeps the keyboard focus; a click then joins the running fetch. */}
          <Button
            variant="light"
            leftSection={refreshing ? <Loader size={14} /> : undefined}
            onClick={() => void stats.refetch({ cancelRefetch: false })}
          >
            {text('admin.aiStats.refresh')}
          </Button>
        </Group>
      </Group>
      <Box aria-busy={refreshing}>
        <AiStatsFigures stats={stats.data} />
      </Box>
    </Stack>
  )
}
