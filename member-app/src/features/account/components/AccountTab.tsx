import type { User } from '@dilemma/api-client'
import { FormattedMessage, useIntl } from '@dilemma/app-runtime'
import { Button, Group, Modal, Stack, Text, useDisclosure } from '@dilemma/design-system'
import { AccountBadgeButtons } from '@/entities/badge'
import { NotificationsSection } from '../notifications/NotificationsSection'
import { SubscriptionSection } from '../subscription/SubscriptionSection'
import { AccountSection } from './AccountSection'
import { ChangePasswordForm } from './ChangePasswordForm'
import { DataExportSection } from './DataExportSection'
import { DeleteAccountForm } from './DeleteAccountForm'
import { EditProfileForm } from './EditProfileForm'

/** Profile → account: edit profile, subscription, notifications, change password, data management, delete account. */
export function AccountTab({ user }: { user: User }) {
  const intl = useIntl()
  const [editing, editProfile] = useDisclosure(false)
  const [changingPassword, changePassword] = useDisclosure(false)
  const [deleting, deleteAccount] = useDisclosure(false)
  const closeLabel = { 'aria-label': intl.formatMessage({ id: 'member.account.close' }) }

  return (
    <Stack gap="md">
      <AccountSection title={intl.formatMessage({ id: 'member.account.info.title' })}>
        <Text>
          <FormattedMessage id="member.account.info.email" values={{ email: user.email }} />
        </Text>
        <Text>
          <FormattedMessage
            id="member.account.info.memberSince"
            values={{ date: intl.formatDate(user.created_at, { dateStyle: 'long' }) }}
          />
        </Text>
        <Group>
          <Button onClick={editProfile.open}>
            <FormattedMessage id="member.account.editProfile.open" />
          </Button>
          <AccountBadgeButtons userId={user.id} />
        </Group>
      </AccountSection>

      <SubscriptionSection />

      <AccountSection title={intl.formatMessage({ id: 'member.account.notifications.title' })}>
        <NotificationsSection />
      </AccountSection>

      <AccountSection title={intl.formatMessage({ id: 'member.account.security.title' })}>
        <Group>
          <Button variant="light" onClick={changePassword.open}>
            <FormattedMessage id="member.account.changePassword.open" />
          </Button>
        </Group>
      </AccountSection>

      <AccountSection title={intl.formatMessage({ id: 'member.account.data.title' })}>
        <DataExportSection user={user} />
      </AccountSection>

      <AccountSection title={intl.formatMessage({ id: 'member.account.delete.title' })}>
        <Group>
          <Button color="red" variant="light" onClick={deleteAccount.open}>
            <FormattedMessage id="member.account.delete.open" />
          </Button>
        </Group>
      </AccountSection>

      <Modal
        opened={editing}
        onClose={editProfile.close}
        title={intl.formatMessage({ id: 'member.account.editProfile.title' })}
        closeButtonProps={closeLabel}
      >
        <EditProfileForm user={user} onDone={editProfile.close} />
      </Modal>
      <Modal
        opened={changingPassword}
        onClose={changePassword.close}
        title={intl.formatMessage({ id: 'member.account.changePassword.title' })}
        closeButtonProps={closeLabel}
      >
        <ChangePasswordForm user={user} onDone={changePassword.close} />
      </Modal>
      <Modal
        opened={deleting}
        onClose={deleteAccount.close}
        title={intl.formatMessage({ id: 'member.account.delete.title' })}
        closeButtonProps={closeLabel}
      >
        <DeleteAccountForm user={user} onCancel={deleteAccount.close} />
      </Modal>
    </Stack>
  )
}
