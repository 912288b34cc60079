import { useIntl } from '@dilemma/app-runtime'
import { Group, Loader } from '@dilemma/design-system'
import { LoadFailure } from '@/components/LoadFailure'
import { AccountSection } from '../components/AccountSection'
import { useSubscriptionStatus } from './api/useSubscriptionStatus'
import { DeclinedPaymentNotice } from './components/DeclinedPaymentNotice'
import { SubscriptionSummary } from './components/SubscriptionSummary'

function SubscriptionDetails() {
  const intl = useIntl()
  const subscription = useSubscriptionStatus()
  if (subscription.data) {
    const { declinedPayment } = subscription.data
    return (
      <>
        {declinedPayment && <DeclinedPaymentNotice declined={declinedPayment} />}
        <SubscriptionSummary status={subscription.data} />
      </>
    )
  }
  if (subscription.isFetching) {
    return (
      <Group role="status" aria-label={intl.formatMessage({ id: 'member.subscription.loading' })}>
        <Loader size="sm" />
      </Group>
    )
  }
  return (
    <LoadFailure
      message={intl.formatMessage({ id: 'member.subscription.failed' })}
      retryLabel={intl.formatMessage({ id: 'member.subscription.retry' })}
      onRetry={() => void subscription.refetch()}
    />
  )
}

/** The account tab's subscription management (member-spec §2 Profile, §4 Account and subscription). */
export function SubscriptionSection() {
  const intl = useIntl()
  return (
    <AccountSection title={intl.formatMessage({ id: 'member.subscription.title' })}>
      <SubscriptionDetails />
    </AccountSection>
  )
}
