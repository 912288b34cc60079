import { GENERATED_POLL_TIME_LIMIT_HOURS, type GeneratedQuestion } from '@dilemma/api-client'
import { useIntl } from '@dilemma/app-runtime'
import { Box, Button, Group, Loader, Stack, Text } from '@dilemma/design-system'
import { GenerateFailureAlert, SaveFailureAlert } from './FailureAlerts'
import { GeneratedQuestionCard } from './GeneratedQuestionCard'
import { QuestionFacts } from './QuestionFacts'

export interface QuestionPreviewProps {
  question: GeneratedQuestion
  refreshing: boolean
  /** The last regeneration brought this question (said to screen readers). */
  refreshed: boolean
  refreshError: unknown
  saving: boolean
  saveError: unknown
  onRefresh: () => void
  onSave: () => void
  onSocialMedia: () => void
  onClose: () => void
  /** Back from the export: the social-media button gets the focus again. */
  focusSocialMedia: boolean
}

const busyIcon = (busy: boolean, color?: string) => (busy ? <Loader size={14} color={color} /> : undefined)

/** The generated question as a poll card with its focus category and author, and what may be done with it. */
export function QuestionPreview({
  question,
  refreshing,
  refreshed,
  refreshError,
  saving,
  saveError,
  onRefresh,
  onSave,
  onSocialMedia,
  onClose,
  focusSocialMedia,
}: QuestionPreviewProps) {
  const intl = useIntl()
  const text = (id: string) => intl.formatMessage({ id })
  const status = refreshing
    ? text('admin.aiGenerator.preview.refreshing')
    : saving
      ? text('admin.aiGenerator.preview.saving')
      : refreshed
        ? text('admin.aiGenerator.preview.refreshed')
        : ''

  return (
    <Stack gap="md">
      <Box aria-busy={refreshing}>
        <GeneratedQuestionCard question={question} />
      </Box>
      <QuestionFacts question={question} />
      <Text role="status" size="sm" c="dimmed">
        {status}
      </Text>
      {refreshError !== null && <GenerateFailureAlert error={refreshError} />}
      {saveError !== null && <SaveFailureAlert error={saveError} />}
      <Text size="sm" c="dimmed">
        {intl.formatMessage({ id: 'admin.aiGenerator.preview.saveRule' }, { hours: GENERATED_POLL_TIME_LIMIT_HOURS })}
      </Text>
      {/* The busy button stays enabled to keep the focus; a click then does nothing. */}
      <Group justify="flex-end" gap="sm">
        <Button variant="light" leftSection={busyIcon(refreshing)} disabled={saving} onClick={onRefresh}>
          {text('admin.aiGenerator.preview.refresh')}
        </Button>
        <Button leftSection={busyIcon(saving, 'white')} disabled={refreshing} onClick={onSave}>
          {text('admin.aiGenerator.preview.save')}
        </Button>
        <Button variant="light" autoFocus={focusSocialMedia} disabled={refreshing || saving} onClick={onSocialMedia}>
          {text('admin.aiGenerator.preview.socialMedia')}
        </Button>
        <Button variant="default" onClick={onClose}>
          {text('admin.aiGenerator.preview.close')}
        </Button>
      </Group>
    </Stack>
  )
}
