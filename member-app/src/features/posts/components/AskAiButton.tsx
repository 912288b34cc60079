import type { Post } from '@dilemma/api-client'
import { FormattedMessage } from '@dilemma/app-runtime'
import { Alert, Button, Stack, Text } from '@dilemma/design-system'
import { useAnalyzePoll } from '../api/useAnalyzePoll'
import { aiFailureMessageId } from '../lib/aiAnalysisRules'

/** Runs the AI analysis of the author's poll; on success the stored analysis replaces this. */
export function AskAiButton({ post }: { post: Post }) {
  const analyze = useAnalyzePoll()
  return (
    <Stack gap="sm" align="flex-start">
      <Text size="sm">
        <FormattedMessage id="member.posts.ai.notYet" />
      </Text>
      {analyze.isError && (
        <Alert color="orange" variant="light" role="alert">
          <FormattedMessage id={aiFailureMessageId(analyze.error)} />
        </Alert>
      )}
      <Button loading={analyze.isPending} onClick={() => analyze.mutate(post)}>
        <FormattedMessage id="member.posts.ai.ask" />
      </Button>
    </Stack>
  )
}
