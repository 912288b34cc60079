import { FormattedMessage, Link, useNavigate } from '@dilemma/app-runtime'
import { Alert, Anchor, Text } from '@dilemma/design-system'
import { useCallback } from 'react'
import { useDelayedAction } from '@/lib/useDelayedAction'
import { invalidPlanRedirectMs } from '../lib/paymentTimers'
import { CLIENT_PATHS } from '@dilemma/contract/client-paths'

/** `?plan=` names no paid plan: say so, and return to the plans after 3 s (member-spec §8, §9). */
export function InvalidPlanNotice() {
  const navigate = useNavigate()
  useDelayedAction(
    useCallback(() => void navigate(CLIENT_PATHS.premium, { replace: true }), [navigate]),
    invalidPlanRedirectMs,
  )
  return (
    <Alert color="orange" role="alert" title={<FormattedMessage id="member.payment.invalidPlan.title" />}>
      <Text>
        <FormattedMessage id="member.payment.invalidPlan.text" />
      </Text>
      <Anchor component={Link} to={CLIENT_PATHS.premium} replace>
        <FormattedMessage id="member.payment.invalidPlan.link" />
      </Anchor>
    </Alert>
  )
}
