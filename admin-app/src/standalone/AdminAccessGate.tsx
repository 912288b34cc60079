import { Button, Container, ErrorState, PageLoader, useIntl, useSession } from '@dilemma/design-system'
import type { ReactNode } from 'react'

/** The standalone site has no login page: it relies on a session made on the main site. */
export function AdminAccessGate({ children }: { children: ReactNode }) {
  const intl = useIntl()
  const { status, user } = useSession()
  const text = (id: string) => intl.formatMessage({ id })

  if (status === 'loading') return <PageLoader fullScreen label={text('admin.standalone.loading')} />
  if (user?.role === 'admin') return children
  return (
    <Container size="sm" py="xl">
      <ErrorState
        title={text('admin.header.title')}
        message={text(user ? 'admin.standalone.adminOnly' : 'admin.standalone.loginRequired')}
      />
      <Button variant="light" mx="auto" display="block" onClick={() => window.location.reload()}>
        {text('admin.standalone.retry')}
      </Button>
    </Container>
  )
}
