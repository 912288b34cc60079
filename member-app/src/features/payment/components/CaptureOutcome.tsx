import { Alert, FormattedMessage, Group, Loader, Text } from '@dilemma/design-system'
import { useApiErrorText } from '../../../lib/useApiErrorText'
import { captureProblemOf } from '../lib/paymentProblems'
import type { PayPalReturn } from '../lib/paypalReturn'

interface CaptureOutcomeProps {
  paypalReturn: PayPalReturn | null
  capturing: boolean
  captureError: unknown
}

/** Back from PayPal: the approval being confirmed, a cancellation, or why the payment failed. */
export function CaptureOutcome({ paypalReturn, capturing, captureError }: CaptureOutcomeProps) {
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
  if (!captureError) return null
  const problem = captureProblemOf(captureError)
  return (
    <Alert color="red" role="alert" title={<FormattedMessage id={`member.payment.${problem}.title`} />}>
      <FormattedMessage id={`member.payment.${problem}.text`} values={{ reason }} />
    </Alert>
  )
}
