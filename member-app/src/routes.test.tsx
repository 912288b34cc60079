import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import remote, { memberRoutes } from './routes'
import { renderMemberRoute } from '@/testing/renderMemberApp'
import memberTr from '@/i18n/tr.json'

describe('member routes', () => {
  it("expose routes and a per-language message loader per the shell's route contract", async () => {
    expect(remote.routes).toBe(memberRoutes)
    expect(await remote.loadMessages('tr')).toEqual(memberTr)
  })

  it.each([
    ['/user/x', 'User not found'],
    ['/impressum', 'Imprint'],
    ['/auth-success', 'Signing you in'],
  ])('renders %s inside its route', async (path, heading) => {
    renderMemberRoute(path)
    expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument()
  })

  it('asks the shell guard to protect /post/:id, /profile and /payment only', () => {
    const guarded = memberRoutes.filter((route) => route.handle?.auth === true).map((route) => route.path)
    expect(guarded.sort()).toEqual(['payment', 'post/:postId', 'profile'])
  })
})
