import { createApiClient } from '@dilemma/api-client'
import type { ApiClient } from '@dilemma/api-client'
import { useIntl } from '@dilemma/app-runtime'
import { Container, ErrorState, PageLoader } from '@dilemma/design-system'
import { useEffect, useState } from 'react'
import type { ReactNode } from 'react'
import { loadStandaloneConfig } from './standaloneConfig'
import type { ConfigProblem } from './standaloneConfig'

type ConfigState =
  | { status: 'loading' }
  | { status: 'failed'; problem: ConfigProblem }
  | { status: 'ready'; client: ApiClient; siteUrl: string }

interface ConfiguredConsoleProps {
  /** Renders the console with a client for the API that config.json names, and the main site's address. */
  children: (client: ApiClient, siteUrl: string) => ReactNode
}

/** Reads config.json once at start; without a usable one it says what the operator must fix. */
export function ConfiguredConsole({ children }: ConfiguredConsoleProps) {
  const intl = useIntl()
  const [state, setState] = useState<ConfigState>({ status: 'loading' })
  const text = (id: string) => intl.formatMessage({ id })

  useEffect(() => {
    let active = true
    void loadStandaloneConfig().then((result) => {
      if (!active) return
      setState(
        result.ok
          ? {
              status: 'ready',
              client: createApiClient({ baseUrl: result.config.apiBaseUrl }),
              siteUrl: result.config.siteUrl,
            }
          : { status: 'failed', problem: result.problem },
      )
    })
    return () => {
      active = false
    }
  }, [])

  if (state.status === 'loading') return <PageLoader fullScreen label={text('admin.standalone.loading')} />
  if (state.status === 'ready') return children(state.client, state.siteUrl)
  return (
    <Container component="main" size="sm" py="xl">
      <ErrorState
        title={text('admin.standalone.config.title')}
        message={text(`admin.standalone.config.${state.problem}`)}
        retryLabel={text('admin.standalone.retry')}
        onRetry={() => window.location.reload()}
      />
    </Container>
  )
}
