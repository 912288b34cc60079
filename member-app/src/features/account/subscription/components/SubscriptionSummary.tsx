import type { SubscriptionStatus } from '@dilemma/api-client'
import { FormattedMessage, Link, useIntl, useSession } from '@dilemma/app-runtime'
import { Alert, Badge, Button, Group, Modal, Text, useDisclosure } from '@dilemma/design-system'
import { useState } from 'react'
import { subscriptionStateOf } from '../lib/subscriptionState'
import { CancelSubscriptionForm } from './CancelSubscriptionForm'
import { CLIENT_PATHS } from '@dilemma/contract/client-paths'

const badgeColors = { renewing: 'green', ending: 'gray', oneTime: 'blue', trial: 'plum', granted: 'green' } as const

function FreePlanSummary() {
  return (
    <Group justify="space-between">
      <Text>
        <FormattedMessage id="member.subscription.free" />
      </Text>
      <Button component={Link} to={CLIENT_PATHS.premium} color="plum">
        <FormattedMessage id="member.subscription.upgrade" />
      </Button>
    </Group>
  )
}

/** Her plan with its state and renewal or end date, and the way to cancel; a free member is offered the plans. */
export function SubscriptionSummary({ status }: { status: SubscriptionStatus }) {
  const intl = useIntl()
  const [confirming, confirm] = useDisclosure(false)
  const [cancelled, setCancelled] = useState(false)
  const state = subscriptionStateOf(status, useSession().user)
  if (state === 'free') return <FreePlanSummary />
  const planName = intl.formatMessage({ id: `member.plans.${status.currentPlan}.name` })
  return (
    <>
      <Group gap="sm">
        <Text fw={700}>{planName}</Text>
        <Badge color={badgeColors[state]} variant="light">
          <FormattedMessage id={`member.subscription.${state}.label`} />
        </Badge>
      </Group>
      {status.renewalDate && (
        <Text>
          <FormattedMessage
            id={`member.subscription.${state}.date`}
            values={{ date: intl.formatDate(status.renewalDate, { dateStyle: 'long' }) }}
          />
        </Text>
      )}
      {cancelled && (
        <Alert color="green" variant="light" role="status">
          <FormattedMessage id="member.subscription.cancel.done" />
        </Alert>
      )}
      {status.canCancel && (
        <Group>
          <Button color="red" variant="light" onClick={confirm.open}>
            <FormattedMessage id="member.subscription.cancel.open" />
          </Button>
        </Group>
      )}
      <Modal
        opened={confirming}
        onClose={confirm.close}
        title={intl.formatMessage({ id: 'member.subscription.cancel.title' })}
        closeButtonProps={{ 'aria-label': intl.formatMessage({ id: 'member.subscription.close' }) }}
      >
        <CancelSubscriptionForm
          status={status}
          planName={planName}
          onKeep={confirm.close}
          onCancelled={() => {
            setCancelled(true)
            confirm.close()
          }}
        />
      </Modal>
    </>
  )
}
