import { FormattedMessage, useIntl } from '@dilemma/app-runtime'
import { Group, Text } from '@dilemma/design-system'
import { VisuallyHidden } from '@dilemma/design-system/widgets'

interface PlanPriceProps {
  price: number
  /** The price before the discount, struck through. */
  originalPrice: number | null
  currency: string
}

/** "€4.99 / month" with the struck-through original price, or "Free". */
export function PlanPrice({ price, originalPrice, currency }: PlanPriceProps) {
  const intl = useIntl()
  const money = (amount: number) => intl.formatNumber(amount, { style: 'currency', currency })
  if (price === 0) {
    return (
      <Text fz={32} fw={800} lh={1.2}>
        <FormattedMessage id="member.plans.free" />
      </Text>
    )
  }
  return (
    <Group gap="xs" align="baseline">
      <Text fz={32} fw={800} lh={1.2}>
        {money(price)}
      </Text>
      <Text c="dimmed">
        <FormattedMessage id="member.plans.perMonth" />
      </Text>
      {originalPrice !== null && originalPrice > price && (
        <Text c="dimmed" td="line-through">
          <VisuallyHidden>
            <FormattedMessage id="member.plans.originalPrice" />
          </VisuallyHidden>
          {money(originalPrice)}
        </Text>
      )}
    </Group>
  )
}
