import type { Role } from '@dilemma/api-client'
import { Navigate, useIntl, useLocation, useSession } from '@dilemma/app-runtime'
import { PageLoader } from '@dilemma/design-system'
import type { ReactNode } from 'react'
import { loginPath, loginRedirectState } from '../../lib/loginRedirect'
import { CLIENT_PATHS } from '@dilemma/contract/client-paths'

interface RouteGuardProps {
  /** Without roles any logged-in user may enter. */
  roles?: readonly Role[]
  children: ReactNode
}

export function RouteGuard({ roles, children }: RouteGuardProps) {
  const { status, user } = useSession()
  const location = useLocation()
  const intl = useIntl()

  if (status === 'loading') return <PageLoader label={intl.formatMessage({ id: 'shell.loading' })} />
  if (!user) return <Navigate to={loginPath} replace state={loginRedirectState(location)} />
  if (roles && !roles.includes(user.role)) return <Navigate to={CLIENT_PATHS.landing} replace />
  return children
}
