import { ShowApp, useIntl, useRouteError } from '@dilemma/app-runtime'
import { Container, ErrorState } from '@dilemma/design-system'
import { useEffect } from 'react'
import { RemoteUnavailableError } from './RemoteUnavailableError'

/** Error boundary of every page: a dead remote or a crashing page never leaves a blank screen. */
export function RouteErrorPage() {
  const error = useRouteError()
  const intl = useIntl()
  const remoteDown = error instanceof RemoteUnavailableError

  useEffect(() => {
    console.error(error)
  }, [error])

  return (
    <Container size="sm" py="xl">
      <ShowApp />
      <ErrorState
        title={intl.formatMessage({ id: remoteDown ? 'shell.remote.unavailableTitle' : 'shell.error.title' })}
        message={intl.formatMessage({ id: remoteDown ? 'shell.remote.unavailableMessage' : 'shell.error.message' })}
        retryLabel={intl.formatMessage({ id: 'shell.error.retry' })}
        onRetry={() => window.location.reload()}
      />
    </Container>
  )
}
