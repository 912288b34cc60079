import type { SiteFacts } from '@dilemma/api-client'
import { useIntl } from '@dilemma/app-runtime'
import { ErrorState, PageLoader } from '@dilemma/design-system'
import type { ReactNode } from 'react'
import { useSiteFacts } from '../api/useSiteFacts'

/** Renders `children` with the site facts once they are loaded; a loader meanwhile, a retry on failure. */
export function WithSiteFacts({ children }: { children: (facts: SiteFacts) => ReactNode }) {
  const intl = useIntl()
  const facts = useSiteFacts()
  const text = (id: string) => intl.formatMessage({ id })
  if (facts.data) return children(facts.data)
  if (facts.isFetching) return <PageLoader label={text('member.pages.loading')} />
  return (
    <ErrorState
      title={text('member.pages.failedTitle')}
      message={text('member.pages.failedText')}
      retryLabel={text('member.pages.retry')}
      onRetry={() => void facts.refetch()}
    />
  )
}
