import type { SubscriptionStatus } from '@dilemma/api-client'
import { FormattedMessage, useIntl } from '@dilemma/app-runtime'
import { Alert } from '@dilemma/design-system'

type DeclinedPayment = NonNullable<SubscriptionStatus['declinedPayment']>

/** PayPal held her payment for review and then declined it: nothing was charged, the plan did not start. */
export function DeclinedPaymentNotice({ declined }: { declined: DeclinedPayment }) {
  const intl = useIntl()
  return (
    <Alert color="red" variant="light" title={intl.formatMessage({ id: 'member.subscription.declined.title' })}>
      <FormattedMessage
        id="member.subscription.declined.text"
        values={{
          plan: intl.formatMessage({ id: `member.plans.${declined.plan}.name` }),
          date: intl.formatDate(declined.declinedAt, { dateStyle: 'long' }),
        }}
      />
    </Alert>
  )
}
