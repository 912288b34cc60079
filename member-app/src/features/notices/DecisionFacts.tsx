import type { NoticeDecision } from '@dilemma/api-client'
import { useIntl } from '@dilemma/app-runtime'
import { Stack, Text } from '@dilemma/design-system'
import { AppealForm } from './AppealForm'

const DATE = { dateStyle: 'long', timeStyle: 'short' } as const

/**
 * Why, when, and until when she may appeal: the statement of reasons of a decision about her,
 * with her appeal (the form while she may, its state once sent, the answer once decided).
 */
export function DecisionFacts({ decision }: { decision: NoticeDecision }) {
  const intl = useIntl()
  const text = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values)
  return (
    <Stack gap={4} mt="xs">
      <Text size="sm">
        {text('member.notices.decision.reason', { reason: text(`member.notices.reason.${decision.reason}`) })}
      </Text>
      {decision.note && <Text size="sm">{text('member.notices.decision.note', { note: decision.note })}</Text>}
      <Text size="sm">
        {text(decision.can_appeal ? 'member.notices.decision.appealUntil' : 'member.notices.decision.decidedOn', {
          date: intl.formatDate(decision.decided_at, DATE),
          deadline: intl.formatDate(decision.appeal_until, DATE),
        })}
      </Text>
      {decision.can_appeal && <AppealForm decisionId={decision.id} />}
      {decision.appeal?.status === 'pending' && <Text size="sm">{text('member.notices.appeal.pending')}</Text>}
      {decision.appeal?.answer && (
        <Text size="sm" fw={600}>
          {text('member.notices.appeal.answer', { answer: decision.appeal.answer })}
        </Text>
      )}
    </Stack>
  )
}
