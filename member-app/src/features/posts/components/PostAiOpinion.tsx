import type { Post } from '@dilemma/api-client'
import { FormattedMessage, useSession } from '@dilemma/app-runtime'
import { Paper, Title } from '@dilemma/design-system'
import { useId } from 'react'
import { usePollAnalysis } from '../api/usePollAnalysis'
import { mayUsePaidFeatures } from '../lib/addPostRules'
import { AiAnalysisSummary } from './AiAnalysisSummary'
import { AskAiButton } from './AskAiButton'

/**
 * The AI's opinion on the author's own poll. Render it for the author only (the server refuses
 * everyone else). When she asked for the AI but its analysis never completed (she closed the
 * add-post modal after a failure), she can ask again here; a failed load shows nothing, as the
 * poll itself is what matters.
 */
export function PostAiOpinion({ post }: { post: Post }) {
  const headingId = useId()
  const { user } = useSession()
  const loaded = usePollAnalysis(post.id)
  const analysis = loaded.data?.data
  const mayAsk = loaded.isSuccess && !analysis && post.ai_enabled && mayUsePaidFeatures(user?.role)
  if (!analysis && !mayAsk) return null
  return (
    <Paper component="section" aria-labelledby={headingId} withBorder radius="md" p="md">
      <Title order={2} size="h4" id={headingId} mb="xs">
        <FormattedMessage id="member.posts.ai.opinionTitle" />
      </Title>
      {analysis ? <AiAnalysisSummary post={post} analysis={analysis} /> : <AskAiButton post={post} />}
    </Paper>
  )
}
