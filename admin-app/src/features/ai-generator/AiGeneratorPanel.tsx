import { fallbackLanguage, isLanguage, useIntl } from '@dilemma/app-runtime'
import { Box, Button, Loader, Stack, Text, Title } from '@dilemma/design-system'
import { GenerateFailureAlert, SaveFailureAlert } from './components/FailureAlerts'
import { OptionCountControl } from './components/OptionCountControl'
import { QuestionPreviewModal } from './components/QuestionPreviewModal'
import { SavedNotice } from './components/SavedNotice'
import { useQuestionGenerator } from './hooks/useQuestionGenerator'

/**
 * The AI question generator tab (admin-spec §2): the AI writes a question with 2 to 4 options on a
 * focus category picked at random, in the console's language; the preview saves it as a poll,
 * regenerates it or exports it for social media.
 */
export function AiGeneratorPanel() {
  const intl = useIntl()
  const text = (id: string) => intl.formatMessage({ id })
  const generator = useQuestionGenerator(isLanguage(intl.locale) ? intl.locale : fallbackLanguage)
  const { generation, saving, previewOpened } = generator
  // Once the preview is open, it shows the progress and failures itself.
  const generating = generation.isPending && !previewOpened

  return (
    <Stack gap="lg" maw={720}>
      <Title order={2} size="h3">
        {text('admin.aiGenerator.title')}
      </Title>
      <Text c="dimmed">{text('admin.aiGenerator.intro')}</Text>
      <OptionCountControl
        label={text('admin.aiGenerator.optionCount')}
        value={generator.optionCount}
        onChange={generator.setOptionCount}
      />
      <Box>
        {/* Not disabled while busy, so that it keeps the focus (and gets it back when the preview closes). */}
        <Button leftSection={generating ? <Loader size={14} color="white" /> : undefined} onClick={generator.generate}>
          {text('admin.aiGenerator.generate')}
        </Button>
      </Box>
      <Box role="status">
        {generating && (
          <Text size="sm" c="dimmed">
            {text('admin.aiGenerator.generating')}
          </Text>
        )}
        {generator.savedTitle !== null && (
          <SavedNotice title={generator.savedTitle} onDismiss={generator.dismissSaved} />
        )}
      </Box>
      {!previewOpened && generation.error !== null && <GenerateFailureAlert error={generation.error} />}
      {!previewOpened && saving.error !== null && <SaveFailureAlert error={saving.error} />}
      {generator.question && (
        <QuestionPreviewModal
          opened={previewOpened}
          onClose={generator.closePreview}
          question={generator.question}
          refreshing={generation.isPending}
          refreshed={generator.refreshed}
          refreshError={generation.error}
          saving={saving.isPending}
          saveError={saving.error}
          onRefresh={generator.regenerate}
          onSave={generator.save}
        />
      )}
    </Stack>
  )
}
