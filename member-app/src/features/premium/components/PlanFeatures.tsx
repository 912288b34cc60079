import type { Plan } from '@dilemma/api-client'
import { useIntl } from '@dilemma/app-runtime'
import { Stack, Text } from '@dilemma/design-system'

/** The plan's features; the server names them by translation key, under the member app's `member.` prefix. */
export function PlanFeatures({ plan }: { plan: Plan }) {
  const intl = useIntl()
  return (
    <Stack component="ul" gap={6} m={0} pl="md">
      {plan.features.map((feature) => (
        <Text component="li" key={feature}>
          {intl.formatMessage({ id: `member.${feature}` }, { postsPerDay: plan.postsPerDay })}
        </Text>
      ))}
    </Stack>
  )
}
