import { FormattedMessage, Link, useIntl } from '@dilemma/app-runtime'
import { Button, Group, Modal, Text } from '@dilemma/design-system'
import { CLIENT_PATHS } from '@dilemma/contract/client-paths'

interface PremiumPopupProps {
  opened: boolean
  onClose: () => void
}

/** Shown when a free member reaches for a paid feature (options C/D, images, AI analysis). */
export function PremiumPopup({ opened, onClose }: PremiumPopupProps) {
  const intl = useIntl()
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      closeButtonProps={{ 'aria-label': intl.formatMessage({ id: 'member.posts.closeDialog' }) }}
      title={intl.formatMessage({ id: 'member.posts.premium.title' })}
    >
      <Text mb="lg">
        <FormattedMessage id="member.posts.premium.text" />
      </Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          <FormattedMessage id="member.posts.premium.notNow" />
        </Button>
        <Button component={Link} to={CLIENT_PATHS.premium} color="plum">
          <FormattedMessage id="member.posts.premium.seePlans" />
        </Button>
      </Group>
    </Modal>
  )
}
