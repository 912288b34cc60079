import { useIntl } from '@dilemma/app-runtime'
import { ErrorState, PageLoader } from '@dilemma/design-system'
import type { ReactNode } from 'react'
import { useServerMessage } from './serverMessage'

/** What QueryGate reads of a TanStack query result. */
export interface GatedQuery<TData> {
  data: TData | undefined
  error: unknown
  isError: boolean
  isFetching: boolean
  refetch: () => Promise<unknown>
}

interface QueryGateProps<TData> {
  query: GatedQuery<TData>
  /**
   * The tab's message namespace, holding `.loading`, `.loadError.title`, `.loadError.fallback`
   * and `.loadError.retry`.
   */
  messages: string
  children: (data: TData) => ReactNode
}

/**
 * A tab's content once its data is there: a loader before, and after a failed load an error with
 * the server's message or the tab's translated fallback, which replaces the content (admin-spec §8).
 */
export function QueryGate<TData>({ query, messages, children }: QueryGateProps<TData>) {
  const intl = useIntl()
  const serverMessage = useServerMessage()
  const text = (id: string) => intl.formatMessage({ id: `${messages}.${id}` })

  if (query.isError && !query.isFetching) {
    return (
      <ErrorState
        title={text('loadError.title')}
        message={serverMessage(query.error) ?? text('loadError.fallback')}
        retryLabel={text('loadError.retry')}
        onRetry={() => void query.refetch()}
      />
    )
  }
  // A query's data is never undefined once it has loaded.
  if (query.isError || query.data === undefined) return <PageLoader label={text('loading')} />
  return children(query.data)
}
