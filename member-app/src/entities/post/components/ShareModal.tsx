import { FormattedMessage, useIntl } from '@dilemma/app-runtime'
import { Anchor, Button, Modal, Stack } from '@dilemma/design-system'
import { TextInput } from '@dilemma/design-system/forms'
import { CopyButton } from '@dilemma/design-system/extras'
import { postUrlOf, shareLinks } from '../lib/shareLinks'

interface ShareModalProps {
  opened: boolean
  onClose: () => void
  postId: number
  title: string
}

/** WhatsApp, the Facebook sharer, or the link itself. */
export function ShareModal({ opened, onClose, postId, title }: ShareModalProps) {
  const intl = useIntl()
  const links = shareLinks(postUrlOf(postId), title)
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      closeButtonProps={{ 'aria-label': intl.formatMessage({ id: 'member.posts.closeDialog' }) }}
      title={intl.formatMessage({ id: 'member.posts.share.title' })}
    >
      <Stack>
        <Button component="a" href={links.whatsApp} target="_blank" rel="noopener noreferrer" color="green">
          <FormattedMessage id="member.posts.share.whatsApp" />
        </Button>
        <Button component="a" href={links.facebook} target="_blank" rel="noopener noreferrer" color="blue">
          <FormattedMessage id="member.posts.share.facebook" />
        </Button>
        <TextInput readOnly value={links.postUrl} label={intl.formatMessage({ id: 'member.posts.share.link' })} />
        <CopyButton value={links.postUrl}>
          {({ copied, copy }) => (
            <Button variant="light" onClick={copy}>
              <FormattedMessage id={copied ? 'member.posts.share.copied' : 'member.posts.share.copy'} />
            </Button>
          )}
        </CopyButton>
        <Anchor component="button" type="button" size="sm" onClick={onClose}>
          <FormattedMessage id="member.posts.close" />
        </Anchor>
      </Stack>
    </Modal>
  )
}
