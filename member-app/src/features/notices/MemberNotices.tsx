import { useIntl } from '@dilemma/app-runtime'
import { Alert, Container, Stack } from '@dilemma/design-system'
import type { MemberNotice } from '@dilemma/api-client'
import { DecisionFacts } from './DecisionFacts'
import { useMarkNoticeRead, useMemberNotices } from './useMemberNotices'

/**
 * The signed-in member's unread notices (e.g. her poll was removed after a report, admin-spec §4),
 * above the page, each dismissible; a moderation decision's notice says why, when, and until when
 * she may appeal; dismissing marks it read for good. Nothing while loading or
 * when the notices cannot be loaded: they are shown again at the next visit.
 */
export function MemberNotices() {
  const intl = useIntl()
  const notices = useMemberNotices()
  const markRead = useMarkNoticeRead()
  const detailValues = useDetailValues()
  const list = notices.data ?? []
  if (list.length === 0) return null

  return (
    <Container size="md" pt="md">
      <Stack component="section" gap="sm" aria-label={intl.formatMessage({ id: 'member.notices.label' })}>
        {list.map((notice) => (
          <Alert
            key={notice.id}
            role="status"
            color="plum"
            variant="light"
            title={intl.formatMessage({ id: `${textPrefixOf(notice)}.title` }, detailValues(notice))}
            withCloseButton
            closeButtonLabel={intl.formatMessage({ id: 'member.notices.dismiss' })}
            onClose={() => markRead.mutate(notice.id)}
          >
            {intl.formatMessage(
              { id: `${textPrefixOf(notice)}.text` },
              {
                title: notice.post_title ?? intl.formatMessage({ id: 'member.notices.untitled' }),
                until: notice.decision?.ends_at
                  ? intl.formatDate(notice.decision.ends_at, { dateStyle: 'long', timeStyle: 'short' })
                  : '',
                ...detailValues(notice),
              },
            )}
            {notice.decision && <DecisionFacts decision={notice.decision} />}
          </Alert>
        ))}
      </Stack>
    </Container>
  )
}

/** The values of a badge or plan notice's texts: plan, amount, and the period's dates. */
function useDetailValues() {
  const intl = useIntl()
  return ({ details }: MemberNotice) => {
    if (!details) return {}
    const date = (iso: string | undefined) => (iso ? intl.formatDate(iso, { dateStyle: 'long', timeZone: 'UTC' }) : '')
    return {
      plan: details.plan ?? '',
      amount:
        details.amount && details.currency
          ? intl.formatNumber(Number(details.amount), { style: 'currency', currency: details.currency })
          : '',
      start: date(details.period_start),
      end: date(details.period_end),
    }
  }
}

/**
 * The texts of a notice: by its kind, and for a moderation decision by what was decided (a
 * suspension's text differs for one that lasts until lifted).
 */
function textPrefixOf({ kind, decision, details }: MemberNotice): string {
  if (kind === 'appeal_decided' && decision?.appeal) return `member.notices.appeal_decided.${decision.appeal.status}`
  if (kind === 'plan_ending' && details?.trial) return 'member.notices.plan_ending_trial'
  if (kind !== 'moderation_decision' || !decision) return `member.notices.${kind}`
  const untilLifted = decision.kind === 'suspension' && decision.ends_at === null
  return `member.notices.decision.${decision.kind}${untilLifted ? 'UntilLifted' : ''}`
}
