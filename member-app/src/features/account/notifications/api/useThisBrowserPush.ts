import { useApiClient, useMutation } from '@dilemma/app-runtime'
import { useEffect, useState } from 'react'
import { currentPushSubscription, subscribeThisBrowser, unsubscribeThisBrowser } from '../lib/browserPush'
import { currentPushEnvironment, pushSupportOf, type PushSupport } from '../lib/pushSupport'

/**
 * Whether this browser takes her push notifications, and switching it: on asks the browser's
 * permission (only then, never on load) and subscribes (`POST /push/subscriptions`), off removes it.
 * `subscribed` is null while the browser is asked; `support` is null until the browser is known
 * (the server renders the first screen without one).
 */
export function useThisBrowserPush() {
  const client = useApiClient()
  const [support, setSupport] = useState<PushSupport | null>(null)
  useEffect(() => setSupport(pushSupportOf(currentPushEnvironment())), [])
  const [subscribed, setSubscribed] = useState<boolean | null>(null)
  const [refused, setRefused] = useState(false)

  useEffect(() => {
    if (support !== 'available') return
    let current = true
    currentPushSubscription()
      .then((subscription) => current && setSubscribed(subscription !== null))
      .catch(() => current && setSubscribed(false))
    return () => {
      current = false
    }
  }, [support])

  const toggle = useMutation({
    mutationFn: async (on: boolean) => {
      if (!on) {
        await unsubscribeThisBrowser(client)
        return false
      }
      return subscribeThisBrowser(client)
    },
    onSuccess: (on, wanted) => {
      setSubscribed(on)
      setRefused(wanted && !on)
      setSupport(pushSupportOf(currentPushEnvironment()))
    },
  })
  return { support, subscribed, refused, toggle }
}
