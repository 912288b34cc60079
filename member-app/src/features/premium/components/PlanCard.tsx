import type { Plan } from '@dilemma/api-client'
import { FormattedMessage, Link } from '@dilemma/app-runtime'
import { Badge, Button, Group, Paper, Stack, Title } from '@dilemma/design-system'
import { useId } from 'react'
import { planDestination } from '../lib/plans'
import { PlanFeatures } from './PlanFeatures'
import { PlanPrice } from './PlanPrice'

interface PlanCardProps {
  plan: Plan
  /** The signed-in member's own plan. */
  current: boolean
}

/** One plan of the pricing page: name, price, features and the way on (member-spec §2 Premium options). */
export function PlanCard({ plan, current }: PlanCardProps) {
  const headingId = useId()
  const popular = plan.mostPopular
  return (
    <Paper
      component="article"
      aria-labelledby={headingId}
      withBorder
      radius="lg"
      p="xl"
      bd={popular ? '2px solid var(--mantine-color-plum-6)' : undefined}
    >
      <Stack gap="md" h="100%">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h3" id={headingId}>
            <FormattedMessage id={`member.plans.${plan.id}.name`} />
          </Title>
          <Group gap={6}>
            {popular && (
              <Badge color="plum">
                <FormattedMessage id="member.plans.mostPopular" />
              </Badge>
            )}
            {current && (
              <Badge variant="light">
                <FormattedMessage id="member.plans.current" />
              </Badge>
            )}
          </Group>
        </Group>
        <PlanPrice price={plan.price} originalPrice={plan.originalPrice} currency={plan.currency} />
        <PlanFeatures plan={plan} />
        <Button component={Link} to={planDestination(plan.id)} mt="auto" variant={popular ? 'filled' : 'light'}>
          <FormattedMessage id={`member.plans.${plan.id}.choose`} />
        </Button>
      </Stack>
    </Paper>
  )
}
