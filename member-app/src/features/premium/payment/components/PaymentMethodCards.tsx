import { FormattedMessage, useIntl } from '@dilemma/app-runtime'
import { Badge, Group, Paper, Text, UnstyledButton } from '@dilemma/design-system'
import { SimpleGrid } from '@dilemma/design-system/widgets'

/** The payment methods of admin-spec's plan table: only PayPal is active, the rest are coming soon. */
export const paymentMethods = ['paypal', 'card', 'klarna', 'applePay'] as const
export type PaymentMethod = (typeof paymentMethods)[number]

const activeMethods: ReadonlySet<PaymentMethod> = new Set(['paypal'])

interface PaymentMethodCardsProps {
  selected: PaymentMethod | null
  onSelect: (method: PaymentMethod) => void
}

/** Four method cards; choosing the active one is a pressed toggle button, the others are disabled. */
export function PaymentMethodCards({ selected, onSelect }: PaymentMethodCardsProps) {
  const intl = useIntl()
  return (
    <SimpleGrid
      cols={{ base: 1, xs: 2 }}
      spacing="sm"
      role="group"
      aria-label={intl.formatMessage({ id: 'member.payment.methods.label' })}
    >
      {paymentMethods.map((method) => {
        const active = activeMethods.has(method)
        const chosen = selected === method
        return (
          <UnstyledButton
            key={method}
            disabled={!active}
            aria-pressed={active ? chosen : undefined}
            onClick={() => onSelect(method)}
          >
            <Paper
              withBorder
              p="md"
              radius="md"
              h="100%"
              bd={chosen ? '2px solid var(--mantine-primary-color-filled)' : undefined}
              opacity={active ? 1 : 0.6}
            >
              <Group justify="space-between" wrap="nowrap">
                <Text fw={700}>
                  <FormattedMessage id={`member.payment.methods.${method}`} />
                </Text>
                {!active && (
                  <Badge variant="light" color="gray">
                    <FormattedMessage id="member.payment.methods.comingSoon" />
                  </Badge>
                )}
              </Group>
            </Paper>
          </UnstyledButton>
        )
      })}
    </SimpleGrid>
  )
}
