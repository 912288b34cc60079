import { FormattedMessage, useIntl } from '@dilemma/app-runtime'
import { Button, Stack, Text } from '@dilemma/design-system'
import type { ReactNode } from 'react'

// PayPal's brand colours (PayPal buttons style guide): the gold button with the two-blue wordmark,
// and the black card button. Its JavaScript SDK cannot be loaded here, so the buttons are ours.
const paypalGold = '#FFC439'
const paypalNavy = '#003087'
const paypalBlue = '#009CDE'
const cardBlack = '#2C2E2F'

export type PayPalFunding = 'paypal' | 'paylater' | 'card'

function PayPalWordmark() {
  return (
    <Text component="span" inherit fw={800} fs="italic">
      <Text component="span" inherit c={paypalNavy}>
        Pay
      </Text>
      <Text component="span" inherit c={paypalBlue}>
        Pal
      </Text>
    </Text>
  )
}

interface FundingButtonProps {
  funding: PayPalFunding
  color: string
  textColor: string
  busy: PayPalFunding | null
  onPay: (funding: PayPalFunding) => void
  children: ReactNode
}

function FundingButton({ funding, color, textColor, busy, onPay, children }: FundingButtonProps) {
  return (
    <Button
      fullWidth
      size="lg"
      radius="sm"
      color={color}
      c={textColor}
      loading={busy === funding}
      disabled={busy !== null && busy !== funding}
      onClick={() => onPay(funding)}
    >
      {children}
    </Button>
  )
}

interface PayPalButtonsProps {
  /** The button whose order is being created, if any: the others wait meanwhile. */
  busy: PayPalFunding | null
  onPay: (funding: PayPalFunding) => void
}

/** PayPal's vertical button stack: PayPal, Pay Later, Debit or Credit Card. Each starts the checkout. */
export function PayPalButtons({ busy, onPay }: PayPalButtonsProps) {
  const intl = useIntl()
  return (
    <Stack gap="sm" role="group" aria-label={intl.formatMessage({ id: 'member.payment.paypal.buttons' })} maw={420}>
      <FundingButton funding="paypal" color={paypalGold} textColor={paypalNavy} busy={busy} onPay={onPay}>
        <Text component="span" fz="xl">
          <PayPalWordmark />
        </Text>
      </FundingButton>
      <FundingButton funding="paylater" color={paypalGold} textColor={paypalNavy} busy={busy} onPay={onPay}>
        <PayPalWordmark />
        &nbsp;
        <FormattedMessage id="member.payment.paypal.payLater" />
      </FundingButton>
      <FundingButton funding="card" color={cardBlack} textColor="white" busy={busy} onPay={onPay}>
        <FormattedMessage id="member.payment.paypal.card" />
      </FundingButton>
    </Stack>
  )
}
