import { FormattedMessage, useIntl, useNavigate } from '@dilemma/app-runtime'
import { Button, Group, Modal, Text } from '@dilemma/design-system'
import { planOfRole } from '../../lib/plans'
import type { CompletedCheckout } from '../api/useCompletePayPalCheckout'
import { CLIENT_PATHS } from '@dilemma/contract/client-paths'

/**
 * After a completed payment: her role is now Pro or Premium, and a monthly plan names its next
 * billing date; closing leads to the feed.
 */
export function PaymentSuccessModal({ completed }: { completed: CompletedCheckout | undefined }) {
  const intl = useIntl()
  const navigate = useNavigate()
  if (completed?.status !== 'COMPLETED') return null
  const plan = planOfRole(completed.role)
  const goToFeed = () => void navigate(CLIENT_PATHS.feed)
  return (
    <Modal
      opened
      onClose={goToFeed}
      title={intl.formatMessage({ id: 'member.payment.success.title' })}
      closeButtonProps={{ 'aria-label': intl.formatMessage({ id: 'member.payment.success.close' }) }}
    >
      <Text mb={completed.renews ? 'xs' : 'lg'}>
        <FormattedMessage
          id="member.payment.success.text"
          values={{ plan: intl.formatMessage({ id: `member.plans.${plan}.name` }) }}
        />
      </Text>
      {completed.renews && (
        <Text mb="lg">
          <FormattedMessage
            id="member.payment.success.renews"
            values={{ date: intl.formatDate(completed.renewalDate, { dateStyle: 'long' }) }}
          />
        </Text>
      )}
      <Group justify="flex-end">
        <Button onClick={goToFeed} data-autofocus>
          <FormattedMessage id="member.payment.success.toFeed" />
        </Button>
      </Group>
    </Modal>
  )
}
