import { FormattedMessage, useIntl } from '@dilemma/app-runtime'
import { Alert } from '@dilemma/design-system'
import { FormError } from '@/components/FormError'
import { useApiErrorText } from '@/lib/useApiErrorText'
import { isPaymentsNotConfigured, PayPalButtonError } from '../lib/paymentProblems'

/** Why the checkout could not start: no PayPal on this server, a button error, or the server's reason. */
export function OrderFailure({ error }: { error: unknown }) {
  const intl = useIntl()
  const serverText = useApiErrorText(error, 'member.payment.orderFailed')
  if (isPaymentsNotConfigured(error)) {
    return (
      <Alert color="orange" role="alert" title={<FormattedMessage id="member.payment.notConfigured.title" />}>
        <FormattedMessage id="member.payment.notConfigured.text" />
      </Alert>
    )
  }
  const buttonFailed = error instanceof PayPalButtonError
  return <FormError text={buttonFailed ? intl.formatMessage({ id: 'member.payment.providerError' }) : serverText} />
}
