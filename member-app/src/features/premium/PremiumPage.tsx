import { FormattedMessage, useIntl, useSession } from '@dilemma/app-runtime'
import { Container, ErrorState, PageLoader, Stack, Text, Title } from '@dilemma/design-system'
import { SimpleGrid } from '@dilemma/design-system/widgets'
import { usePlans } from './api/usePlans'
import { PlanCard } from './components/PlanCard'
import { planOfRole } from './lib/plans'

function PlanCards() {
  const intl = useIntl()
  const plans = usePlans()
  const currentPlan = planOfRole(useSession().user?.role)
  const text = (id: string) => intl.formatMessage({ id })
  if (plans.data) {
    return (
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
        {plans.data.plans.map((plan) => (
          <PlanCard key={plan.id} plan={plan} current={plan.id === currentPlan} />
        ))}
      </SimpleGrid>
    )
  }
  if (plans.isFetching) return <PageLoader label={text('member.plans.loading')} />
  return (
    <ErrorState
      title={text('member.plans.failedTitle')}
      message={text('member.plans.failedText')}
      retryLabel={text('member.plans.retry')}
      onRetry={() => void plans.refetch()}
    />
  )
}

/** /premium — the three plans side by side; a signed-in member's own plan is marked. */
export function PremiumPage() {
  return (
    <Container size="lg" py="xl">
      <Stack gap="xl">
        <Stack gap="xs" ta="center">
          <Title order={1}>
            <FormattedMessage id="member.premium.title" />
          </Title>
          <Text c="dimmed">
            <FormattedMessage id="member.premium.subtitle" />
          </Text>
        </Stack>
        <PlanCards />
      </Stack>
    </Container>
  )
}
