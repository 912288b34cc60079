import type { Plan } from '@dilemma/api-client'
import { FormattedMessage } from '@dilemma/app-runtime'
import { Paper, Stack, Text, Title } from '@dilemma/design-system'
import { PlanPrice } from '../../components/PlanPrice'

/** The plan she is paying for, with the server's price. */
export function ChosenPlanSummary({ plan }: { plan: Plan }) {
  return (
    <Paper withBorder p="lg" radius="md">
      <Stack gap={4}>
        <Text c="dimmed" size="sm">
          <FormattedMessage id="member.payment.chosenPlan" />
        </Text>
        <Title order={2} size="h3">
          <FormattedMessage id={`member.plans.${plan.id}.name`} />
        </Title>
        <PlanPrice price={plan.price} originalPrice={plan.originalPrice} currency={plan.currency} />
      </Stack>
    </Paper>
  )
}
