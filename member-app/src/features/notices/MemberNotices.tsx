import { useIntl } from '@dilemma/app-runtime'
import { Alert, Container, Stack } from '@dilemma/design-system'
import { useMarkNoticeRead, useMemberNotices } from './useMemberNotices'

/**
 * The signed-in member's unread notices (e.g. her poll was removed after a report, admin-spec §4),
 * above the page, each dismissible; dismissing marks it read for good. Nothing while loading or
 * when the notices cannot be loaded: they are shown again at the next visit.
 */
export function MemberNotices() {
  const intl = useIntl()
  const notices = useMemberNotices()
  const markRead = useMarkNoticeRead()
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
            title={intl.formatMessage({ id: `member.notices.${notice.kind}.title` })}
            withCloseButton
            closeButtonLabel={intl.formatMessage({ id: 'member.notices.dismiss' })}
            onClose={() => markRead.mutate(notice.id)}
          >
            {intl.formatMessage(
              { id: `member.notices.${notice.kind}.text` },
              { title: notice.post_title ?? intl.formatMessage({ id: 'member.notices.untitled' }) },
            )}
          </Alert>
        ))}
      </Stack>
    </Container>
  )
}
