import type { Role } from '@dilemma/api-client'
import { Navigate, PageLoader, useIntl, useLocation, useSession } from '@dilemma/design-system'
import type { ReactNode } from 'react'

export interface LoginRedirectState {
  from: { pathname: string; search: string; hash: string }
}

interface RouteGuardProps {
  /** Without roles any logged-in user may enter. */
  roles?: readonly Role[]
  children: ReactNode
}

export function RouteGuard({ roles, children }: RouteGuardProps) {
  const { status, user } = useSession()
  const { pathname, search, hash } = useLocation()
  const intl = useIntl()

  if (status === 'loading') return <PageLoader label={intl.formatMessage({ id: 'shell.loading' })} />
  if (!user) {
    const state: LoginRedirectState = { from: { pathname, search, hash } }
    return <Navigate to="/login" replace state={state} />
  }
  if (roles && !roles.includes(user.role)) return <Navigate to="/" replace />
  return children
}
