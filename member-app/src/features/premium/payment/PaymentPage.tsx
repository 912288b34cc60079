import type { User } from '@dilemma/api-client'
import { FormattedMessage, useIntl, useSearchParams, useSession } from '@dilemma/app-runtime'
import { Container, PageLoader, Stack, Title } from '@dilemma/design-system'
import { usePlans } from '../api/usePlans'
import { paidPlanOf } from '../lib/plans'
import type { PaidPlan } from '../lib/plans'
import { CaptureOutcome } from './components/CaptureOutcome'
import { ChosenPlanSummary } from './components/ChosenPlanSummary'
import { DemoPaymentBanner } from './components/DemoPaymentBanner'
import { InvalidPlanNotice } from './components/InvalidPlanNotice'
import { PaymentLoginRequest } from './components/PaymentLoginRequest'
import { PaymentSuccessModal } from './components/PaymentSuccessModal'
import { PayPalCheckout } from './components/PayPalCheckout'
import { useCaptureOnReturn } from './hooks/useCaptureOnReturn'
import { usePayPalReturn } from './hooks/usePayPalReturn'
import type { PayPalReturn } from './lib/paypalReturn'

interface SignedInPaymentProps {
  plan: PaidPlan
  user: User
  paypalReturn: PayPalReturn | null
}

function SignedInPayment({ plan, user, paypalReturn }: SignedInPaymentProps) {
  const plans = usePlans()
  const capture = useCaptureOnReturn(paypalReturn, plan, user.id)
  const chosenPlan = plans.data?.plans.find((candidate) => candidate.id === plan)
  return (
    <>
      {plans.data?.demo && <DemoPaymentBanner />}
      {chosenPlan && <ChosenPlanSummary plan={chosenPlan} />}
      <CaptureOutcome
        paypalReturn={paypalReturn}
        capturing={capture.isPending}
        captured={capture.data}
        captureError={capture.error}
      />
      {!capture.isPending && capture.data?.status !== 'PENDING' && <PayPalCheckout plan={plan} />}
      <PaymentSuccessModal completed={capture.data} />
    </>
  )
}

function PaymentOfPlan({ plan }: { plan: PaidPlan | null }) {
  const intl = useIntl()
  const { status, user } = useSession()
  const paypalReturn = usePayPalReturn()
  if (!plan) return <InvalidPlanNotice />
  if (status === 'loading') return <PageLoader label={intl.formatMessage({ id: 'member.payment.loading' })} />
  if (!user) return <PaymentLoginRequest />
  return <SignedInPayment plan={plan} user={user} paypalReturn={paypalReturn} />
}

/** /payment?plan=pro|enterprise — pay for a plan with PayPal, and the return from PayPal's approval. */
export function PaymentPage() {
  const [searchParams] = useSearchParams()
  return (
    <Container size="sm" py="xl">
      <Stack gap="lg">
        <Title order={1}>
          <FormattedMessage id="member.payment.title" />
        </Title>
        <PaymentOfPlan plan={paidPlanOf(searchParams.get('plan'))} />
      </Stack>
    </Container>
  )
}
