import { useIntl, useSession } from '@dilemma/app-runtime'
import { PageLoader } from '@dilemma/design-system'
import type { ReactNode } from 'react'

/** A loading screen until the session is known, so no page flashes its guest version. */
export function SessionReady({ children }: { children: ReactNode }) {
  const { status } = useSession()
  const intl = useIntl()
  if (status === 'loading') return <PageLoader fullScreen label={intl.formatMessage({ id: 'shell.loading' })} />
  return children
}
