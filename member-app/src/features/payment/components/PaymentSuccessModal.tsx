import type { Role } from '@dilemma/api-client'
import { Button, FormattedMessage, Group, Modal, Text, useIntl, useNavigate } from '@dilemma/design-system'
import { planOfRole } from '../../premium/lib/plans'

/** After a completed capture: her role is now Pro or Premium; closing leads to the feed. */
export function PaymentSuccessModal({ role }: { role: Role | undefined }) {
  const intl = useIntl()
  const navigate = useNavigate()
  const plan = planOfRole(role)
  if (plan !== 'pro' && plan !== 'enterprise') return null
  const goToFeed = () => void navigate('/feed')
  return (
    <Modal
      opened
      onClose={goToFeed}
      title={intl.formatMessage({ id: 'member.payment.success.title' })}
      closeButtonProps={{ 'aria-label': intl.formatMessage({ id: 'member.payment.success.close' }) }}
    >
      <Text mb="lg">
        <FormattedMessage
          id="member.payment.success.text"
          values={{ plan: intl.formatMessage({ id: `member.plans.${plan}.name` }) }}
        />
      </Text>
      <Group justify="flex-end">
        <Button onClick={goToFeed} data-autofocus>
          <FormattedMessage id="member.payment.success.toFeed" />
        </Button>
      </Group>
    </Modal>
  )
}
