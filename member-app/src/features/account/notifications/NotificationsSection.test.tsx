import { setupMswServer } from '@dilemma/app-runtime/testing/mswServer'
import { sessionUser } from '@dilemma/app-runtime/testing/sessionUser'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { answerSessionWith, apiBase, apiHealthHandler, renderMemberRoute } from '@/testing/renderMemberApp'
import {
  defaultNoticePreferences,
  freePlanStatusHandler,
  noDataExportHandler,
  noticePreferencesHandler,
} from '@/testing/memberPageHandlers'

const server = setupMswServer(apiHealthHandler, freePlanStatusHandler, noDataExportHandler, noticePreferencesHandler)

function openAccountTab() {
  answerSessionWith(server, sessionUser('user'))
  renderMemberRoute('/profile?tab=account', { withSession: true })
}

async function notificationsSection() {
  const heading = await screen.findByRole('heading', { name: 'Notifications' })
  return heading.closest('div.mantine-Paper-root') as HTMLElement
}

afterEach(() => vi.restoreAllMocks())

describe('account tab: notifications', { timeout: 20_000 }, () => {
  it('shows a switch per topic for push and e-mail, and saves the one she flips', async () => {
    const sent: unknown[] = []
    server.use(
      http.put(`${apiBase}/users/notice-preferences`, async ({ request }) => {
        sent.push(await request.json())
        return HttpResponse.json({
          success: true,
          preferences: { ...defaultNoticePreferences, email: { ...defaultNoticePreferences.email, poll_ended: true } },
        })
      }),
    )
    openAccountTab()
    const section = await notificationsSection()
    const pollEnded = await within(section).findByRole('group', {
      name: 'A poll of yours, or one you voted on, has ended',
    })
    expect(within(pollEnded).getByRole('checkbox', { name: 'Push' })).toBeChecked()
    const email = within(pollEnded).getByRole('checkbox', { name: 'E-mail' })
    expect(email).not.toBeChecked()

    await userEvent.click(email)

    await waitFor(() => expect(email).toBeChecked())
    expect(sent).toEqual([{ channel: 'email', topic: 'poll_ended', enabled: true }])
  })

  it('a receipt always comes by e-mail: its switch is on and cannot be turned off; its push can', async () => {
    openAccountTab()
    const section = await notificationsSection()
    const receipts = await within(section).findByRole('group', { name: 'A payment was received (your receipt)' })
    const email = within(receipts).getByRole('checkbox', { name: 'E-mail' })
    expect(email).toBeChecked()
    expect(email).toBeDisabled()
    expect(within(receipts).getByText(/Receipts always come by e-mail/)).toBeInTheDocument()
    expect(within(receipts).getByRole('checkbox', { name: 'Push' })).toBeEnabled()
    const badges = within(section).getByRole('group', { name: 'You earned a badge while Dilemma was closed' })
    expect(within(badges).getByRole('checkbox', { name: 'E-mail' })).not.toBeChecked()
  })

  it('says why when her settings cannot be loaded', async () => {
    server.use(http.get(`${apiBase}/users/notice-preferences`, () => HttpResponse.json({}, { status: 503 })))
    openAccountTab()
    const section = await notificationsSection()
    expect(await within(section).findByRole('alert')).toHaveTextContent(
      'The service is briefly unavailable. Please try again in a moment.',
    )
  })

  it('on an iPhone in the browser: how to add the app to the home screen, no button', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 Safari/604.1',
    )
    openAccountTab()
    const section = await notificationsSection()
    expect(await within(section).findByText(/Add to Home Screen/)).toBeInTheDocument()
    expect(within(section).queryByRole('button', { name: /notifications on this device/ })).toBeNull()
  })
})
