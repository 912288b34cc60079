import { useIntl } from '@dilemma/app-runtime'
import { Text } from '@dilemma/design-system'
import { useApiErrorText } from '@/lib/useApiErrorText'

export interface ToggleFailure {
  toggle: 'like' | 'save'
  error: unknown
}

/**
 * Why a like or save was taken back (member-spec §8: the toggle reverts): what failed, then the
 * server's reason, or "please try again" when it gave none we know.
 */
export function ToggleFailureText({ failure }: { failure: ToggleFailure }) {
  const intl = useIntl()
  const reason = useApiErrorText(failure.error, 'member.posts.actions.tryAgain')
  return (
    <Text size="sm" c="red" role="alert">
      {intl.formatMessage({ id: `member.posts.actions.${failure.toggle}Failed` })} {reason}
    </Text>
  )
}
