import { setupMswServer } from '@dilemma/app-runtime/testing/mswServer'
import { sessionUser } from '@dilemma/app-runtime/testing/sessionUser'
import type { User } from '@dilemma/api-client'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { UserEvent } from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { freePlanStatusHandler, noDataExportHandler, noticePreferencesHandler } from '@/testing/memberPageHandlers'
import { answerSessionWith, apiBase, apiHealthHandler, renderMemberRoute } from '@/testing/renderMemberApp'
import { passwordChangedCloseMs } from '../lib/accountTimers'

const server = setupMswServer(
  apiHealthHandler,
  freePlanStatusHandler,
  noDataExportHandler,
  noticePreferencesHandler,
  http.put(`${apiBase}/users/change-password`, () =>
    HttpResponse.json({ success: true, message: 'Password changed. Other devices have been logged out.' }),
  ),
)

describe('change password', { timeout: 20_000 }, () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('shows the success text, then closes after 2 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    const dialog = await openChangePassword(sessionUser('user'), user)
    await user.type(within(dialog).getByLabelText('Current password'), 'old-secret')
    await changeTo(dialog, 'new-secret', user)

    expect(await within(dialog).findByText(/Your password has been changed/)).toBeInTheDocument()
    act(() => vi.advanceTimersByTime(passwordChangedCloseMs - 100))
    expect(screen.getByRole('dialog', { name: 'Change password' })).toHaveTextContent(/Your password has been changed/)

    await act(async () => vi.advanceTimersByTime(100))
    // Mantine's closing transition runs on timers too.
    await act(async () => vi.advanceTimersByTime(1000))
    expect(screen.queryByRole('dialog', { name: 'Change password' })).not.toBeInTheDocument()
  })

  it('asks a Google-only member for her new password the next time', async () => {
    const user = userEvent.setup()
    const dialog = await openChangePassword({ ...sessionUser('user'), has_password: false }, user)
    expect(within(dialog).queryByLabelText('Current password')).not.toBeInTheDocument()
    await changeTo(dialog, 'first-secret', user)
    expect(await within(dialog).findByText(/Your password has been changed/)).toBeInTheDocument()

    await user.click(within(dialog).getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    await user.click(screen.getByRole('button', { name: 'Change password' }))
    const again = await screen.findByRole('dialog', { name: 'Change password' })
    expect(within(again).getByLabelText('Current password')).toBeInTheDocument()
  })
})

async function openChangePassword(member: User, user: UserEvent) {
  answerSessionWith(server, member)
  renderMemberRoute('/profile?tab=account', { withSession: true })
  await user.click(await screen.findByRole('button', { name: 'Change password' }))
  return screen.findByRole('dialog', { name: 'Change password' })
}

async function changeTo(dialog: HTMLElement, password: string, user: UserEvent) {
  await user.type(within(dialog).getByLabelText('New password'), password)
  await user.type(within(dialog).getByLabelText('Confirm password'), password)
  await user.click(within(dialog).getByRole('button', { name: 'Change password' }))
}
