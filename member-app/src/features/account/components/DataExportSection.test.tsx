import { setupMswServer } from '@dilemma/app-runtime/testing/mswServer'
import { sessionUser } from '@dilemma/app-runtime/testing/sessionUser'
import type { DataExportState } from '@dilemma/api-client'
import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { freePlanStatusHandler, noDataExport, noticePreferencesHandler } from '@/testing/memberPageHandlers'
import { answerSessionWith, apiBase, apiHealthHandler, renderMemberRoute } from '@/testing/renderMemberApp'
import { DATA_EXPORT_POLL_MS } from '../api/useDataExport'

const server = setupMswServer(apiHealthHandler, freePlanStatusHandler, noticePreferencesHandler)

const none = noDataExport
const preparing: DataExportState = {
  ...none,
  status: 'preparing',
  requestedAt: '2026-12-02T10:00:00Z',
  nextRequestAt: '2026-12-03T10:00:00Z',
}
const ready: DataExportState = {
  ...preparing,
  status: 'ready',
  readyAt: '2026-12-02T10:01:00Z',
  expiresAt: '2026-12-09T10:01:00Z',
  downloadUrl: '/api/users/me/export/download',
}

/** Answers the state from `states` in turn (the last one stays). */
function answerStates(...states: (DataExportState | Response)[]) {
  const asked = { count: 0 }
  server.use(
    http.get(`${apiBase}/users/me/export`, () => {
      const answer = states[Math.min(asked.count, states.length - 1)]!
      asked.count += 1
      return answer instanceof Response ? answer.clone() : HttpResponse.json(answer)
    }),
  )
  return asked
}

function openAccountTab() {
  answerSessionWith(server, sessionUser('user'))
  renderMemberRoute('/profile?tab=account', { withSession: true })
}

describe('account tab: download my data', { timeout: 20_000 }, () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('asks for her password, shows "being prepared", polls, then offers the download', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    const sent: unknown[] = []
    answerStates(none, preparing, ready)
    server.use(
      http.post(`${apiBase}/users/me/export`, async ({ request }) => {
        sent.push(await request.json())
        return HttpResponse.json(preparing, { status: 202 })
      }),
    )
    openAccountTab()

    expect(await screen.findByText('You have no archive at the moment.')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Download my data' }))
    const dialog = await screen.findByRole('dialog', { name: 'Download my data' })
    await user.type(within(dialog).getByLabelText('Your password, to confirm'), 'secret1')
    await user.click(within(dialog).getByRole('button', { name: 'Prepare my archive' }))

    expect(await screen.findByRole('status')).toHaveTextContent(/being prepared/)
    expect(sent).toEqual([{ password: 'secret1' }])
    expect(screen.getByRole('button', { name: 'Download my data' })).toBeDisabled()

    await act(async () => vi.advanceTimersByTime(DATA_EXPORT_POLL_MS))
    await act(async () => vi.advanceTimersByTime(DATA_EXPORT_POLL_MS))
    const link = await screen.findByRole('link', { name: 'Download the archive (ZIP)' })
    expect(link).toHaveAttribute('href', '/api/users/me/export/download')
    expect(screen.getByRole('status')).toHaveTextContent(/ready/)
  })

  it('says when a new archive may be asked for (EXPORT_TOO_SOON)', async () => {
    const user = userEvent.setup()
    answerStates(none)
    server.use(
      http.post(`${apiBase}/users/me/export`, () =>
        HttpResponse.json(
          { success: false, code: 'EXPORT_TOO_SOON', message: 'x', nextRequestAt: '2026-12-03T10:00:00Z' },
          { status: 429 },
        ),
      ),
    )
    openAccountTab()
    await user.click(await screen.findByRole('button', { name: 'Download my data' }))
    const dialog = await screen.findByRole('dialog', { name: 'Download my data' })
    await user.type(within(dialog).getByLabelText('Your password, to confirm'), 'secret1')
    await user.click(within(dialog).getByRole('button', { name: 'Prepare my archive' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/one archive every 24 hours\. The next one from/)
  })

  it('shows a failure to load the state', async () => {
    answerStates(HttpResponse.json({ success: false, code: 'X', message: 'x' }, { status: 500 }))
    openAccountTab()
    expect(await screen.findByText(/could not be loaded/)).toBeInTheDocument()
  })
})
