import { FormattedMessage, useIntl } from '@dilemma/app-runtime'
import { Stack } from '@dilemma/design-system'
import { Radio } from '@dilemma/design-system/extras'
import { type Billing, billings } from '../lib/billing'

interface BillingChoiceProps {
  value: Billing
  onChange: (billing: Billing) => void
}

/** Monthly (renews automatically, the default) or one month without renewal. */
export function BillingChoice({ value, onChange }: BillingChoiceProps) {
  const intl = useIntl()
  return (
    <Radio.Group
      value={value}
      onChange={(chosen) => onChange(chosen as Billing)}
      label={intl.formatMessage({ id: 'member.payment.billing.label' })}
    >
      <Stack gap="xs" mt="xs">
        {billings.map((billing) => (
          <Radio key={billing} value={billing} label={<FormattedMessage id={`member.payment.billing.${billing}`} />} />
        ))}
      </Stack>
    </Radio.Group>
  )
}
