import type { SubscriptionStatus } from '@dilemma/api-client'
import { FormattedMessage, useIntl } from '@dilemma/app-runtime'
import { Button, Group, Stack, Text } from '@dilemma/design-system'
import { Textarea } from '@dilemma/design-system/extras'
import { useState } from 'react'
import type { FormEvent } from 'react'
import { FormError } from '@/components/FormError'
import { useApiErrorText } from '@/lib/useApiErrorText'
import { useCancelSubscription } from '../api/useCancelSubscription'

interface CancelSubscriptionFormProps {
  status: SubscriptionStatus
  planName: string
  onCancelled: () => void
  onKeep: () => void
}

/** The confirmation step of a cancellation, with an optional reason. */
export function CancelSubscriptionForm({ status, planName, onCancelled, onKeep }: CancelSubscriptionFormProps) {
  const intl = useIntl()
  const [reason, setReason] = useState('')
  const [noSubscriptionId, setNoSubscriptionId] = useState(false)
  const cancellation = useCancelSubscription()
  const serverText = useApiErrorText(cancellation.error, 'member.subscription.cancel.failed')

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const subscriptionId = status.paypalSubscriptionId
    setNoSubscriptionId(!subscriptionId)
    if (subscriptionId)
      cancellation.mutate({ subscriptionId, reason: reason.trim() || undefined }, { onSuccess: onCancelled })
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Text>
          <FormattedMessage
            id="member.subscription.cancel.text"
            values={{
              plan: planName,
              date: status.renewalDate && intl.formatDate(status.renewalDate, { dateStyle: 'long' }),
            }}
          />
        </Text>
        <Textarea
          label={intl.formatMessage({ id: 'member.subscription.cancel.reasonLabel' })}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
          maxLength={128}
          autosize
          minRows={2}
        />
        <FormError
          text={
            noSubscriptionId ? intl.formatMessage({ id: 'member.subscription.cancel.noSubscriptionId' }) : serverText
          }
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onKeep} disabled={cancellation.isPending} data-autofocus>
            <FormattedMessage id="member.subscription.cancel.keep" />
          </Button>
          <Button type="submit" color="red" loading={cancellation.isPending}>
            <FormattedMessage id="member.subscription.cancel.confirm" />
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
