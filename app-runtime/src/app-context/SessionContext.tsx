import type { User } from '@dilemma/api-client'
import { createContext, startTransition, useCallback, useContext, useEffect, useMemo, useState } from 'react'
import type { ReactNode } from 'react'
import { readApiError } from '../i18n/readApiError'
import { useApiClient } from './ApiClientContext'
import { hasSessionMarker } from './sessionMarker'

export type SessionStatus = 'loading' | 'guest' | 'authenticated'
export type LogoutScope = 'this_device' | 'all_devices'
/** Her own logout, a session ended elsewhere (the refresh failed), or her account was deleted. */
export type SignedOutReason = 'logout' | 'refresh_failed' | 'account_deleted'

export interface Session {
  status: SessionStatus
  user: User | null
  /** After a login or registration: the server answered with the user. */
  signIn: (user: User) => void
  logout: (scope?: LogoutScope) => Promise<void>
  /** After `DELETE /users/me`: the server has ended every session already; forget the user here. */
  accountDeleted: () => Promise<void>
}

const SessionContext = createContext<Session | null>(null)

export interface SessionProviderProps {
  children: ReactNode
  /**
   * Called whenever the session ends, so the app can leave protected pages. The user is forgotten
   * once the returned promise settles: a route guard must not see a guest on the page being left.
   */
  onSignedOut?: (reason: SignedOutReason) => void | Promise<void>
  /**
   * Whether this browser may hold a session, asked once at start. Default: the server's session
   * marker cookie. A site on another origin than the API cannot read that cookie and passes
   * `() => true`.
   */
  mayHaveSession?: () => boolean
  /**
   * The signed-in user as the server's first screen was rendered for (`GET /users/me`'s user, issue
   * 27): the session starts with her and is not asked for again.
   */
  initialUser?: User
}

/**
 * Asks `GET /users/me` once, and only when a session may exist and the server did not send her
 * user (`initialUser`): without the session marker the visitor is a guest at once, so a guest's
 * page makes no call that answers 401 (member-spec §4: a guest's check is quiet). A 401 (or any
 * failure) of the call also means "guest".
 */
export function SessionProvider({
  children,
  onSignedOut,
  mayHaveSession = hasSessionMarker,
  initialUser,
}: SessionProviderProps) {
  const client = useApiClient()
  const [user, setUser] = useState<User | null>(initialUser ?? null)
  const [sessionPossible] = useState(() => !initialUser && mayHaveSession())
  const [status, setStatus] = useState<SessionStatus>(
    initialUser ? 'authenticated' : sessionPossible ? 'loading' : 'guest',
  )

  const signIn = useCallback((signedIn: User) => {
    setUser(signedIn)
    setStatus('authenticated')
  }, [])

  const forget = useCallback(
    async (reason: SignedOutReason) => {
      await onSignedOut?.(reason)
      setUser(null)
      setStatus('guest')
    },
    [onSignedOut],
  )

  useEffect(() => {
    if (!sessionPossible) return
    let active = true
    // The answer lets the whole page render (SessionReady): in a transition React may split that.
    client.users
      .me()
      .then(({ user: current }) => active && startTransition(() => signIn(current)))
      .catch((error: unknown) => {
        if (!active) return
        if (readApiError(error)?.status !== 401) console.warn('Could not load the session', error)
        startTransition(() => setStatus('guest'))
      })
    return () => {
      active = false
    }
  }, [client, signIn, sessionPossible])

  useEffect(() => client.on('logout', ({ reason }) => void forget(reason)), [client, forget])

  const logout = useCallback(
    async (scope: LogoutScope = 'this_device') => {
      try {
        await (scope === 'all_devices' ? client.auth.logoutAll() : client.auth.logout())
      } catch (error) {
        // The server session may already be gone; locally the user is logged out either way.
        console.warn('Logout request failed', error)
      }
      await forget('logout')
    },
    [client, forget],
  )

  const accountDeleted = useCallback(() => forget('account_deleted'), [forget])

  const session = useMemo<Session>(
    () => ({ status, user, signIn, logout, accountDeleted }),
    [status, user, signIn, logout, accountDeleted],
  )
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>
}

export function useSession(): Session {
  const session = useContext(SessionContext)
  if (!session) throw new Error('useSession must be used inside <SessionProvider>')
  return session
}
