import { ShowApp, useFeatureMessages, useIntl } from '@dilemma/app-runtime'
import { ErrorState, PageLoader } from '@dilemma/design-system'
import type { LoadMessages } from '@dilemma/app-runtime'
import { useDeferredValue } from 'react'
import type { ReactNode } from 'react'

export interface FeatureTextsProps {
  /** Module-level loaders of the screen's own message groups. */
  groups: readonly LoadMessages[]
  children: ReactNode
  /**
   * A whole screen (a route's page). Its loader fills the viewport, so the footer stays below the
   * fold until the screen (most are taller) renders; and the screen mounts in a deferred render,
   * which React may split: the feed's first render was its page's longest task.
   */
  screen?: boolean
}

/** Renders a screen once its own messages are on screen; a loader meanwhile, a retry on failure. */
export function FeatureTexts({ groups, children, screen = false }: FeatureTextsProps) {
  const intl = useIntl()
  const { status, retry } = useFeatureMessages(groups)
  const ready = status === 'ready'
  // The server's first screen renders the screen itself, not the loader.
  const deferredReady = useDeferredValue(ready, screen && !import.meta.env.SSR ? false : ready)
  const mounted = screen ? deferredReady : ready
  const text = (id: string) => intl.formatMessage({ id })
  if (status === 'failed') {
    return (
      <>
        {screen && <ShowApp />}
        <ErrorState
          title={text('member.screen.failedTitle')}
          message={text('member.screen.failedMessage')}
          retryLabel={text('member.screen.retry')}
          onRetry={retry}
        />
      </>
    )
  }
  if (!mounted) return <PageLoader fullScreen={screen} label={text('member.screen.loading')} />
  return (
    <>
      {children}
      {/* A screen is complete here: the app takes the page over from the server's first screen. */}
      {screen && <ShowApp />}
    </>
  )
}
