import { liveChannels } from '@dilemma/api-client/live'
import type { MemberNotice } from '@dilemma/api-client'
import { unreadNoticesQuery, useApiClient, useQueryClient } from '@dilemma/app-runtime'
import { useLiveChannel, useLiveReconnect } from '@dilemma/app-runtime/live/hooks'
import { useCallback, useEffect, useState } from 'react'

/**
 * Her unread poll-ended notices (`GET /users/notices`), oldest first: asked when she arrives (the
 * member app's answer of the last minute, or the call it has under way, serves), whenever her live
 * channel says a new one is waiting, and when the stream is back after a drop (asked anew, which
 * the member app's notices get too). Each answer replaces the list, so a notice never shows twice.
 * A failed ask is only logged: the next one tries again.
 */
export function usePollEndedNotices(userId: number): [MemberNotice[], (noticeId: number) => void] {
  const client = useApiClient()
  const queryClient = useQueryClient()
  const [notices, setNotices] = useState<MemberNotice[]>([])

  const ask = useCallback(
    (fresh: boolean) => {
      queryClient
        .fetchQuery({
          ...unreadNoticesQuery(client, userId),
          // Not `undefined` when not fresh: that would replace the client's default of a minute.
          ...(fresh && { staleTime: 0 }),
        })
        .then((body) => setNotices(body.notices.filter((notice) => notice.kind === 'poll_ended').reverse()))
        .catch((error: unknown) => console.warn('Could not ask for notices', error))
    },
    [client, queryClient, userId],
  )
  const askAgain = useCallback(() => ask(true), [ask])

  useEffect(() => ask(false), [ask])
  useLiveChannel(client, liveChannels.notices(userId), askAgain)
  useLiveReconnect(client, askAgain)

  const cleared = useCallback((noticeId: number) => {
    setNotices((shown) => shown.filter((notice) => notice.id !== noticeId))
  }, [])
  return [notices, cleared]
}
