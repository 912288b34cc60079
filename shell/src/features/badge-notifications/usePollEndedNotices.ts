import { liveChannels } from '@dilemma/api-client/live'
import type { MemberNotice } from '@dilemma/api-client'
import { useApiClient } from '@dilemma/app-runtime'
import { useLiveChannel, useLiveReconnect } from '@dilemma/app-runtime/live/hooks'
import { useCallback, useEffect, useState } from 'react'

/**
 * Her unread poll-ended notices (`GET /users/notices`), oldest first: asked when she arrives,
 * whenever her live channel says a new one is waiting, and when the stream is back after a drop.
 * Each answer replaces the list, so a notice never shows twice. A failed ask is only logged: the
 * next one tries again.
 */
export function usePollEndedNotices(userId: number): [MemberNotice[], (noticeId: number) => void] {
  const client = useApiClient()
  const [notices, setNotices] = useState<MemberNotice[]>([])

  const ask = useCallback(() => {
    client.notices
      .unread()
      .then((body) => setNotices(body.notices.filter((notice) => notice.kind === 'poll_ended').reverse()))
      .catch((error: unknown) => console.warn('Could not ask for notices', error))
  }, [client])

  useEffect(ask, [ask])
  useLiveChannel(client, liveChannels.notices(userId), ask)
  useLiveReconnect(client, ask)

  const cleared = useCallback((noticeId: number) => {
    setNotices((shown) => shown.filter((notice) => notice.id !== noticeId))
  }, [])
  return [notices, cleared]
}
