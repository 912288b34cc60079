import { SOCIAL_CARD_FORMATS, type GeneratedQuestion, type SocialCardFormat } from '@dilemma/api-client'
import { useIntl } from '@dilemma/app-runtime'
import { Alert, Box, Button, Center, Group, Loader, Stack, Text } from '@dilemma/design-system'
import { SegmentedControl } from '@dilemma/design-system/extras'
import { useId, useState } from 'react'
import { useCardDownload } from '../hooks/useCardDownload'
import { GeneratedQuestionCard } from './GeneratedQuestionCard'

// The preview's width: the server draws the card 540 px wide too (1080 px at scale 2).
const PREVIEW_WIDTH = 540

interface SocialMediaExportProps {
  question: GeneratedQuestion
  onBack: () => void
}

/**
 * The social-media export (admin-spec §2): the question as a branded card, drawn by the server in
 * the chosen format (the spec's card, square or story) and saved as a PNG.
 */
export function SocialMediaExport({ question, onBack }: SocialMediaExportProps) {
  const intl = useIntl()
  const text = (id: string) => intl.formatMessage({ id })
  const formatLabelId = useId()
  const [format, setFormat] = useState<SocialCardFormat>('card')
  const { state, save } = useCardDownload(question)
  const working = state.status === 'working'

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {text('admin.aiGenerator.export.intro')}
      </Text>
      <Center>
        <Box p="md" w={PREVIEW_WIDTH} maw="100%">
          <GeneratedQuestionCard question={question} footer={text('admin.aiGenerator.export.footer')} />
        </Box>
      </Center>
      <Box>
        <Text id={formatLabelId} fw={600} size="sm" mb={6}>
          {text('admin.aiGenerator.export.format')}
        </Text>
        <SegmentedControl
          aria-labelledby={formatLabelId}
          data={SOCIAL_CARD_FORMATS.map((value) => ({
            value,
            label: text(`admin.aiGenerator.export.formats.${value}`),
          }))}
          value={format}
          onChange={(choice) => setFormat(SOCIAL_CARD_FORMATS.find((value) => value === choice) ?? 'card')}
        />
      </Box>
      <Text role="status" size="sm" c={state.status === 'saved' ? 'green.8' : 'dimmed'}>
        {working && text('admin.aiGenerator.export.working')}
        {state.status === 'saved' &&
          intl.formatMessage({ id: 'admin.aiGenerator.export.saved' }, { fileName: state.fileName })}
      </Text>
      {state.status === 'failed' && (
        <Alert color="red" variant="light" role="alert">
          {text('admin.aiGenerator.export.failed')}
        </Alert>
      )}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onBack}>
          {text('admin.aiGenerator.export.back')}
        </Button>
        {/* Focused when the export opens; not disabled while busy, so that it keeps the focus. */}
        <Button
          autoFocus
          leftSection={working ? <Loader size={14} color="white" /> : undefined}
          onClick={() => void save(format)}
        >
          {text('admin.aiGenerator.export.save')}
        </Button>
      </Group>
    </Stack>
  )
}
