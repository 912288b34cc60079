import { useApiClient, useSession } from '@dilemma/app-runtime'
import { useDisclosure } from '@dilemma/design-system'
import { lazy, Suspense, useLayoutEffect, useState } from 'react'

// Fetched when the notice first opens: no guest's first page needs it (first-page budget).
const StaleSessionModal = lazy(() => import('./StaleSessionModal'))

/**
 * The spec's stale-session notice: the session could not be renewed (e.g. it was revoked on another
 * device), so the member is logged out and asked to log in again; the login returns her to the page
 * she was on. The route guard may already have brought her to /login (a protected page).
 */
export function StaleSessionNotice() {
  const client = useApiClient()
  const signedIn = useSession().user !== null
  const [opened, { open: openNotice, close: closeNotice }] = useDisclosure(false)
  const [loaded, setLoaded] = useState(opened)
  if (opened && !loaded) setLoaded(true)

  // A guest's leftover cookies can fail a refresh too: she had no session to lose, so no notice.
  // Subscribed in the commit that shows her signed in (a passive effect could still be pending when
  // her session ends, and the notice would be lost).
  useLayoutEffect(() => client.on('logout', () => signedIn && openNotice()), [client, signedIn, openNotice])

  if (!loaded) return null
  return (
    <Suspense fallback={null}>
      <StaleSessionModal opened={opened} onClose={closeNotice} />
    </Suspense>
  )
}
