import type { MemberNotice } from '@dilemma/api-client'
import { Link, useApiClient, useIntl } from '@dilemma/app-runtime'
import { Anchor, Text } from '@dilemma/design-system'
import { ClearableNotification } from './ClearableNotification'
import { clientPath } from '@dilemma/contract/client-paths'

/** Her ended poll in the list, with a link to its results; clearing it marks the notice read. */
export function PollEndedItem({ notice, onCleared }: { notice: MemberNotice; onCleared: (id: number) => void }) {
  const intl = useIntl()
  const client = useApiClient()
  const title = notice.post_title ?? ''

  return (
    <ClearableNotification
      clearLabel={intl.formatMessage({ id: 'shell.badges.clear' }, { name: title })}
      clear={() => client.notices.markRead(notice.id)}
      onCleared={() => onCleared(notice.id)}
    >
      <Text fw={700}>{intl.formatMessage({ id: 'shell.pollEnded.title' })}</Text>
      <Text size="sm">{intl.formatMessage({ id: 'shell.pollEnded.text' }, { title })}</Text>
      {notice.post_id !== null && (
        <Anchor component={Link} to={clientPath('post', { postId: notice.post_id })} size="sm" fw={700}>
          {intl.formatMessage({ id: 'shell.pollEnded.link' })}
        </Anchor>
      )}
    </ClearableNotification>
  )
}
