import { FormattedMessage, Link } from '@dilemma/app-runtime'
import { Alert, Button, Stack } from '@dilemma/design-system'
import type { ReactNode } from 'react'
import { useRedirectAfter } from '../hooks/useRedirectAfter'
import { authErrorRedirectMs } from '../lib/authTimers'
import { CLIENT_PATHS } from '@dilemma/contract/client-paths'

/** A failed sign-in: the reason, a way back to login, and /login after 3 s anyway. */
export function AuthFailure({ children }: { children: ReactNode }) {
  useRedirectAfter(CLIENT_PATHS.login, authErrorRedirectMs)
  return (
    <Stack gap="sm" align="flex-start">
      <Alert color="red" variant="light" role="alert" w="100%">
        {children}
      </Alert>
      <Button component={Link} to={CLIENT_PATHS.login} replace>
        <FormattedMessage id="member.auth.backToLogin" />
      </Button>
    </Stack>
  )
}
