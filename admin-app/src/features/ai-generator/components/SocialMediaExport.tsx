import type { GeneratedQuestion } from '@dilemma/api-client'
import { Alert, Box, Button, Center, Group, Loader, Stack, Text, useIntl } from '@dilemma/design-system'
import { useCardScreenshot } from '../hooks/useCardScreenshot'
import type { ScreenshotState } from '../hooks/useCardScreenshot'
import { GeneratedQuestionCard } from './GeneratedQuestionCard'

// The image is 2 × this width. An integer size, and padding so that the card's shadow is not clipped.
// Centred by its parent: html-to-image copies the node's own margins into the picture.
const IMAGE_WIDTH = 512

function ScreenshotFailure({ state }: { state: ScreenshotState }) {
  const intl = useIntl()
  if (state.status !== 'missing' && state.status !== 'failed') return null
  return (
    <Alert color="red" variant="light" role="alert">
      {intl.formatMessage({ id: `admin.aiGenerator.export.${state.status}` })}
    </Alert>
  )
}

interface SocialMediaExportProps {
  question: GeneratedQuestion
  onBack: () => void
}

/** The social-media export (admin-spec §2): the question as a branded card, saved as a PNG. */
export function SocialMediaExport({ question, onBack }: SocialMediaExportProps) {
  const intl = useIntl()
  const text = (id: string) => intl.formatMessage({ id })
  const { cardRef, state, take } = useCardScreenshot()
  const working = state.status === 'working'

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {text('admin.aiGenerator.export.intro')}
      </Text>
      <Center>
        <Box ref={cardRef} p="md" w={IMAGE_WIDTH} maw="100%">
          <GeneratedQuestionCard question={question} footer={text('admin.aiGenerator.export.footer')} />
        </Box>
      </Center>
      <Text role="status" size="sm" c={state.status === 'saved' ? 'green.8' : 'dimmed'}>
        {working && text('admin.aiGenerator.export.working')}
        {state.status === 'saved' &&
          intl.formatMessage({ id: 'admin.aiGenerator.export.saved' }, { fileName: state.fileName })}
      </Text>
      <ScreenshotFailure state={state} />
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onBack}>
          {text('admin.aiGenerator.export.back')}
        </Button>
        {/* Focused when the export opens; not disabled while busy, so that it keeps the focus. */}
        <Button
          autoFocus
          leftSection={working ? <Loader size={14} color="white" /> : undefined}
          onClick={() => void take()}
        >
          {text('admin.aiGenerator.export.save')}
        </Button>
      </Group>
    </Stack>
  )
}
