import { ErrorState, PageLoader, useFeatureMessages, useIntl } from '@dilemma/design-system'
import type { LoadMessages } from '@dilemma/design-system'
import type { ReactNode } from 'react'

export interface FeatureTextsProps {
  /** Module-level loaders of the screen's own message groups. */
  groups: readonly LoadMessages[]
  children: ReactNode
}

/** Renders a screen once its own messages are on screen; a loader meanwhile, a retry on failure. */
export function FeatureTexts({ groups, children }: FeatureTextsProps) {
  const intl = useIntl()
  const { status, retry } = useFeatureMessages(groups)
  const text = (id: string) => intl.formatMessage({ id })
  if (status === 'loading') return <PageLoader label={text('member.screen.loading')} />
  if (status === 'failed') {
    return (
      <ErrorState
        title={text('member.screen.failedTitle')}
        message={text('member.screen.failedMessage')}
        retryLabel={text('member.screen.retry')}
        onRetry={retry}
      />
    )
  }
  return children
}
