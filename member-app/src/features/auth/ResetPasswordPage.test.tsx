import { setupMswServer } from '@dilemma/app-runtime/testing/mswServer'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { answerSessionWith, apiBase, apiHealthHandler, renderMemberRoute } from '@/testing/renderMemberApp'

const server = setupMswServer(apiHealthHandler)

async function renderReset(path: string) {
  answerSessionWith(server, null)
  const rendered = renderMemberRoute(path, { withSession: true })
  await screen.findByRole('heading', { name: 'Choose a new password' })
  return rendered
}

async function choosePassword(password: string, confirmation = password) {
  await userEvent.type(screen.getByLabelText('New password'), password)
  await userEvent.type(screen.getByLabelText('Confirm password'), confirmation)
  await userEvent.click(screen.getByRole('button', { name: 'Save new password' }))
}

describe('reset-password page', { timeout: 15_000 }, () => {
  it('explains a link without token and offers the way home', async () => {
    await renderReset('/reset-password')
    expect(screen.getByText('This reset link is invalid. Please request a new one.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/')
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument()
  })

  it('shows and hides each password', async () => {
    await renderReset('/reset-password?token=t1')
    const field = screen.getByLabelText('New password')
    await userEvent.type(field, 'secret-1')
    expect(field).toHaveAttribute('type', 'password')
    await userEvent.click(screen.getByRole('button', { name: 'Show or hide: New password' }))
    expect(field).toHaveAttribute('type', 'text')
    expect(screen.getByLabelText('Confirm password')).toHaveAttribute('type', 'password')
  })

  it('requires matching passwords of six characters', async () => {
    await renderReset('/reset-password?token=t1')
    await choosePassword('12345', '54321')
    expect(screen.getByText('The password needs at least 6 characters.')).toBeInTheDocument()
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument()
  })

  it('saves the new password and goes to login after 3 s', async () => {
    const received: unknown[] = []
    server.use(
      http.post(`${apiBase}/auth/reset-password`, async ({ request }) => {
        received.push(await request.json())
        return HttpResponse.json({ success: true, message: 'changed' })
      }),
    )
    const { router } = await renderReset('/reset-password?token=t1')
    // The delay is read from the timer the page sets, not from a clock on a possibly loaded machine.
    const timers = vi.spyOn(window, 'setTimeout')
    await choosePassword('secret-2')

    expect(await screen.findByText(/Your password has been changed/)).toBeInTheDocument()
    expect(received).toEqual([{ token: 't1', newPassword: 'secret-2', confirmPassword: 'secret-2' }])
    expect(timers).toHaveBeenCalledWith(expect.any(Function), 3_000)
    timers.mockRestore()
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument()
  })

  it('translates an expired link', async () => {
    server.use(
      http.post(`${apiBase}/auth/reset-password`, () =>
        HttpResponse.json({ success: false, code: 'INVALID_OR_EXPIRED_TOKEN', message: 'expired' }, { status: 400 }),
      ),
    )
    await renderReset('/reset-password?token=old')
    await choosePassword('secret-2')
    expect(await screen.findByRole('alert')).toHaveTextContent('This link is invalid or has expired.')
  })
})
