import { createApiClient } from '@dilemma/api-client'
import { ApiClientProvider, QueryClient, QueryClientProvider, SessionProvider } from '@dilemma/app-runtime'
import { setupMswServer } from '@dilemma/app-runtime/testing/mswServer'
import { sessionUser } from '@dilemma/app-runtime/testing/sessionUser'
import { act, renderHook, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import type { ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import { answerSessionWith, apiBase, apiHealthHandler } from '@/testing/renderMemberApp'
import { postKeys } from '@/entities/post'
import { publicProfileQueryOptions } from '@/lib/api/usePublicProfile'
import { useUpdateProfile } from './useUpdateProfile'

const server = setupMswServer(apiHealthHandler)

describe('useUpdateProfile', () => {
  it('marks her public profile and every list of cards stale, so they show the new name', async () => {
    const petra = { ...sessionUser('prouser'), username: 'petra' }
    answerSessionWith(server, petra)
    server.use(
      http.put(`${apiBase}/users/me`, () =>
        HttpResponse.json({ success: true, user: { ...petra, username: 'petra_neu' }, message: 'saved' }),
      ),
    )
    const api = createApiClient({ baseUrl: apiBase })
    const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000 } } })
    const profileKey = publicProfileQueryOptions(api, petra.id).queryKey
    const listKey = postKeys.userList('authored', petra.id)
    queryClient.setQueryData(profileKey, { success: true, user: { ...petra, is_featured: true } })
    queryClient.setQueryData(listKey, { pages: [], pageParams: [] })
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>
        <ApiClientProvider client={api}>
          <SessionProvider>{children}</SessionProvider>
        </ApiClientProvider>
      </QueryClientProvider>
    )

    const { result } = renderHook(() => useUpdateProfile(), { wrapper })
    await act(() => result.current.mutateAsync({ username: 'petra_neu' }))

    await waitFor(() => expect(queryClient.getQueryState(profileKey)?.isInvalidated).toBe(true))
    expect(queryClient.getQueryState(listKey)?.isInvalidated).toBe(true)
  })
})
