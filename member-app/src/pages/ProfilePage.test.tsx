import type { User } from '@dilemma/api-client'
import { setupMswServer } from '@dilemma/app-runtime/testing/mswServer'
import { sessionUser } from '@dilemma/app-runtime/testing/sessionUser'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { freePlanStatusHandler, noDataExportHandler, noticePreferencesHandler } from '@/testing/memberPageHandlers'
import { answerSessionWith, apiBase, apiHealthHandler, renderMemberRoute } from '@/testing/renderMemberApp'
import { scrollWindowTo } from '@/testing/scrollWindowTo'

const server = setupMswServer(apiHealthHandler, freePlanStatusHandler, noDataExportHandler, noticePreferencesHandler)

async function renderProfile(user: User = { ...sessionUser('prouser'), bio: 'Two kids' }) {
  answerSessionWith(server, user)
  const rendered = renderMemberRoute('/profile?tab=account', { withSession: true })
  await screen.findByRole('heading', { name: user.username })
  return rendered
}

async function openDialog(buttonName: string, dialogName = buttonName) {
  await userEvent.click(screen.getByRole('button', { name: buttonName }))
  return screen.findByRole('dialog', { name: dialogName })
}

describe('profile page', { timeout: 15_000 }, () => {
  it('offers back-to-top after 300 px below 992 px wide', async () => {
    const narrow = vi.spyOn(window, 'matchMedia').mockImplementation(
      (query) =>
        ({
          matches: query === '(max-width: 61.99em)',
          media: query,
          addEventListener: () => {},
          removeEventListener: () => {},
        }) as unknown as MediaQueryList,
    )
    await renderProfile()
    scrollWindowTo(300)
    expect(screen.queryByRole('button', { name: 'Back to top' })).not.toBeInTheDocument()
    scrollWindowTo(301)
    expect(await screen.findByRole('button', { name: 'Back to top' })).toBeInTheDocument()
    scrollWindowTo(0)
    narrow.mockRestore()
  })

  it('shows the header card and the account tab', async () => {
    await renderProfile()
    expect(screen.getByText('PRO')).toBeInTheDocument()
    expect(screen.getByText('Two kids')).toBeInTheDocument()
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['My polls', 'Saved', 'Voted', 'Account'])
    expect(screen.getByRole('tab', { name: 'Account' })).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByText('E-mail: ayse@example.test')).toBeInTheDocument()
    expect(await screen.findByText('You have no archive at the moment.')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Download my data' })).toBeEnabled()
  })
})

describe('account tab: edit profile', { timeout: 15_000 }, () => {
  it('sends only the changed fields and shows the saved profile', async () => {
    let sent: Record<string, unknown> = {}
    server.use(
      http.put(`${apiBase}/users/me`, async ({ request }) => {
        sent = Object.fromEntries((await request.formData()).entries())
        const user = { ...sessionUser('prouser'), bio: 'Three kids' }
        return HttpResponse.json({ success: true, user, message: 'saved' })
      }),
    )
    await renderProfile()
    const dialog = await openDialog('Edit profile')
    const save = within(dialog).getByRole('button', { name: 'Save changes' })
    expect(save).toBeDisabled()

    const bio = within(dialog).getByLabelText('About you (optional)')
    await userEvent.clear(bio)
    await userEvent.type(bio, 'Three kids')
    expect(save).toBeEnabled()
    await userEvent.click(save)

    expect(await within(dialog).findByText('Your profile has been saved.')).toBeInTheDocument()
    expect(sent).toEqual({ bio: 'Three kids' })
    expect(screen.getAllByText('Three kids').length).toBeGreaterThan(0)
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  })

  it('locks the username until 30 days after the last change', async () => {
    const changedAt = new Date(Date.now() - 10 * 24 * 60 * 60 * 1000).toISOString()
    await renderProfile({ ...sessionUser('user'), username_last_changed_at: changedAt })
    const dialog = await openDialog('Edit profile')
    expect(within(dialog).getByLabelText('Username')).toBeDisabled()
    expect(within(dialog).getByText(/You can change your username again on/)).toBeInTheDocument()
  })

  it('translates a taken username', async () => {
    server.use(
      http.put(`${apiBase}/users/me`, () =>
        HttpResponse.json({ success: false, code: 'USERNAME_TAKEN', message: 'taken' }, { status: 409 }),
      ),
    )
    await renderProfile()
    const dialog = await openDialog('Edit profile')
    const username = within(dialog).getByLabelText('Username')
    await userEvent.clear(username)
    await userEvent.type(username, 'mia')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This username is already taken.')
  })
})

describe('account tab: change password', { timeout: 15_000 }, () => {
  it('checks the new password, then translates a wrong current one', async () => {
    const received: unknown[] = []
    server.use(
      http.put(`${apiBase}/users/change-password`, async ({ request }) => {
        received.push(await request.json())
        return HttpResponse.json({ success: false, code: 'INVALID_PASSWORD', message: 'wrong' }, { status: 400 })
      }),
    )
    await renderProfile()
    const dialog = await openDialog('Change password')
    await userEvent.type(within(dialog).getByLabelText('Current password'), 'old-secret')
    await userEvent.type(within(dialog).getByLabelText('New password'), 'new-secret')
    await userEvent.type(within(dialog).getByLabelText('Confirm password'), 'new-secreT')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change password' }))
    expect(within(dialog).getByText('Passwords do not match')).toBeInTheDocument()
    expect(received).toEqual([])

    await userEvent.clear(within(dialog).getByLabelText('Confirm password'))
    await userEvent.type(within(dialog).getByLabelText('Confirm password'), 'new-secret')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change password' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The password is not correct.')
    expect(received).toEqual([{ currentPassword: 'old-secret', newPassword: 'new-secret' }])
  })

  it('confirms a changed password', async () => {
    server.use(http.put(`${apiBase}/users/change-password`, () => HttpResponse.json({ success: true })))
    await renderProfile()
    const dialog = await openDialog('Change password')
    await userEvent.type(within(dialog).getByLabelText('Current password'), 'old-secret')
    await userEvent.type(within(dialog).getByLabelText('New password'), 'new-secret')
    await userEvent.type(within(dialog).getByLabelText('Confirm password'), 'new-secret')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change password' }))
    expect(await within(dialog).findByText(/Your password has been changed/)).toBeInTheDocument()
  })
})

describe('account tab: delete account', { timeout: 15_000 }, () => {
  it('deletes with the password, logs out and returns home', async () => {
    const deletions: unknown[] = []
    server.use(
      http.delete(`${apiBase}/users/me`, async ({ request }) => {
        deletions.push(await request.json())
        return HttpResponse.json({ success: true, message: 'deleted' })
      }),
      http.post(`${apiBase}/auth/logout`, () => HttpResponse.json({ success: true })),
    )
    const { router } = await renderProfile()
    const dialog = await openDialog('Delete my account', 'Delete account')
    await userEvent.type(within(dialog).getByLabelText('Your password, to confirm'), 'secret-1')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete for good' }))

    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
    expect(deletions).toEqual([{ password: 'secret-1' }])
  })

  it('translates a wrong password and keeps the account', async () => {
    server.use(
      http.delete(`${apiBase}/users/me`, () =>
        HttpResponse.json({ success: false, code: 'INVALID_PASSWORD', message: 'wrong' }, { status: 400 }),
      ),
    )
    const { router } = await renderProfile()
    const dialog = await openDialog('Delete my account', 'Delete account')
    await userEvent.type(within(dialog).getByLabelText('Your password, to confirm'), 'wrong')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete for good' }))

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The password is not correct.')
    expect(router.state.location.pathname).toBe('/profile')
  })

  it('asks a Google-only account for her username and translates a mismatch', async () => {
    const deletions: unknown[] = []
    server.use(
      http.delete(`${apiBase}/users/me`, async ({ request }) => {
        deletions.push(await request.json())
        return HttpResponse.json({ success: false, code: 'USERNAME_MISMATCH', message: 'no' }, { status: 400 })
      }),
    )
    await renderProfile({ ...sessionUser('user'), has_password: false })
    const dialog = await openDialog('Delete my account', 'Delete account')
    expect(within(dialog).queryByLabelText('Your password, to confirm')).not.toBeInTheDocument()
    await userEvent.type(within(dialog).getByLabelText('Your username, to confirm: ayse'), 'ayze{Enter}')

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This is not your username.')
    expect(deletions).toEqual([{ username: 'ayze' }])
  })
})
