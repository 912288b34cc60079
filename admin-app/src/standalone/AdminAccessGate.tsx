import { useIntl, useSession } from '@dilemma/app-runtime'
import { Alert, Button, PageLoader, Title } from '@dilemma/design-system'
import type { SignedOutReason } from '@dilemma/app-runtime'
import type { ReactNode } from 'react'
import { AdminLoginForm } from './AdminLoginForm'
import { AdminSignInPage } from './AdminSignInPage'

/** What the sign-in screen says after a session ended, by the reason it ended. */
const SIGNED_OUT_NOTICE: Partial<Record<SignedOutReason, string>> = {
  logout: 'admin.standalone.signedOut',
  refresh_failed: 'admin.standalone.sessionEnded',
}

interface AdminAccessGateProps {
  children: ReactNode
  /** Why the last session of this tab ended, if one did. */
  signedOutReason?: SignedOutReason
}

/**
 * The console for an admin; the site's own sign-in for anybody else. A member signed in with
 * another role (a session from the main site on the same API host) is told so and may switch.
 */
export function AdminAccessGate({ children, signedOutReason }: AdminAccessGateProps) {
  const intl = useIntl()
  const { status, user, logout } = useSession()
  const text = (id: string) => intl.formatMessage({ id })

  if (status === 'loading') return <PageLoader fullScreen label={text('admin.standalone.loading')} />
  if (user?.role === 'admin') return children
  if (user) {
    return (
      <AdminSignInPage>
        <Alert color="orange" role="alert">
          {intl.formatMessage({ id: 'admin.standalone.notAdmin' }, { username: user.username })}
        </Alert>
        <Button onClick={() => void logout()}>{text('admin.standalone.switchAccount')}</Button>
      </AdminSignInPage>
    )
  }
  const notice = signedOutReason && SIGNED_OUT_NOTICE[signedOutReason]
  return (
    <AdminSignInPage>
      <Title order={2} size="h4">
        {text('admin.standalone.login.title')}
      </Title>
      {notice && (
        <Alert color="blue" role="status">
          {text(notice)}
        </Alert>
      )}
      <AdminLoginForm />
    </AdminSignInPage>
  )
}
