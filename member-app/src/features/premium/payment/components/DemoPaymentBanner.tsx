import { FormattedMessage } from '@dilemma/app-runtime'
import { Alert } from '@dilemma/design-system'

/** The server pays through its local PayPal stand-in: nothing is charged. */
export function DemoPaymentBanner() {
  return (
    <Alert color="yellow" variant="light" role="note" title={<FormattedMessage id="member.payment.demo.title" />}>
      <FormattedMessage id="member.payment.demo.text" />
    </Alert>
  )
}
