import type { NoticeDecision } from '@dilemma/api-client'
import { useIntl } from '@dilemma/app-runtime'
import { Stack, Text } from '@dilemma/design-system'

const DATE = { dateStyle: 'long', timeStyle: 'short' } as const

/** Why, when, and until when she may appeal: the statement of reasons of a decision about her. */
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
    </Stack>
  )
}
