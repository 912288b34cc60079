import type { AiAnalysis, Post } from '@dilemma/api-client'
import { FormattedMessage } from '@dilemma/app-runtime'
import { Stack, Text } from '@dilemma/design-system'
import { pickedOptionText } from '../lib/aiAnalysisRules'

interface AiAnalysisSummaryProps {
  post: Post
  analysis: AiAnalysis
}

/** The AI's pick with its confidence, reasoning and provider (a mock one is called a demo). */
export function AiAnalysisSummary({ post, analysis }: AiAnalysisSummaryProps) {
  return (
    <Stack gap={4}>
      <Text fw={700}>
        <FormattedMessage
          id="member.posts.ai.pick"
          values={{
            letter: analysis.selectedOption.toUpperCase(),
            option: pickedOptionText(post, analysis.selectedOption),
          }}
        />
      </Text>
      {analysis.confidence !== null && (
        <Text size="sm">
          <FormattedMessage id="member.posts.ai.confidence" values={{ confidence: analysis.confidence / 100 }} />
        </Text>
      )}
      <Text size="sm" className="dilemma-pre-line">
        {analysis.reasoning}
      </Text>
      <Text size="xs" c="dimmed">
        <FormattedMessage id={`member.posts.ai.provider.${analysis.provider}`} />
      </Text>
    </Stack>
  )
}
