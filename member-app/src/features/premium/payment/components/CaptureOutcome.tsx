import { FormattedMessage } from '@dilemma/app-runtime'
import { Alert, Anchor, Group, Loader, Text } from '@dilemma/design-system'
import { useApiErrorText } from '@/lib/useApiErrorText'
import type { CompletedCheckout } from '../api/useCompletePayPalCheckout'
import { captureProblemOf, payerActionUrlOf } from '../lib/paymentProblems'
import type { PayPalReturn } from '../lib/paypalReturn'

interface CaptureOutcomeProps {
  paypalReturn: PayPalReturn | null
  capturing: boolean
  captured: CompletedCheckout | undefined
  captureError: unknown
}

/**
 * Back from PayPal: the approval being confirmed, a cancellation, a payment PayPal is still
 * checking, a declined funding source (she is on her way back to PayPal), a subscription not yet
 * approved, or why it failed.
 */
export function CaptureOutcome({ paypalReturn, capturing, captured, captureError }: CaptureOutcomeProps) {
  const reason = useApiErrorText(captureError, 'errors.UNKNOWN')
  if (paypalReturn?.outcome === 'cancelled') {
    return (
      <Alert color="gray" role="status" title={<FormattedMessage id="member.payment.cancelled.title" />}>
        <FormattedMessage id="member.payment.cancelled.text" />
      </Alert>
    )
  }
  if (capturing) {
    return (
      <Group gap="sm" role="status">
        <Loader size="sm" />
        <Text>
          <FormattedMessage id="member.payment.capturing" />
        </Text>
      </Group>
    )
  }
  if (captured?.status === 'PENDING') {
    return (
      <Alert color="blue" role="status" title={<FormattedMessage id="member.payment.pending.title" />}>
        <FormattedMessage id="member.payment.pending.text" />
      </Alert>
    )
  }
  if (!captureError) return null
  const payerAction = payerActionUrlOf(captureError)
  if (payerAction) {
    return (
      <Alert color="yellow" role="alert" title={<FormattedMessage id="member.payment.declined.title" />}>
        <Text mb="xs">
          <FormattedMessage id="member.payment.declined.text" />
        </Text>
        <Anchor href={payerAction}>
          <FormattedMessage id="member.payment.declined.link" />
        </Anchor>
      </Alert>
    )
  }
  const problem = captureProblemOf(captureError)
  return (
    <Alert color="red" role="alert" title={<FormattedMessage id={`member.payment.${problem}.title`} />}>
      <FormattedMessage id={`member.payment.${problem}.text`} values={{ reason }} />
    </Alert>
  )
}
