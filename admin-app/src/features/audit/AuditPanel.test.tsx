import type { AuditEntry } from '@dilemma/api-client'
import { setupMswServer } from '@dilemma/app-runtime/testing/mswServer'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import { apiBase, apiHealthHandler } from '../../testing/renderAdminConsole'
import { renderAdminPanel } from '../../testing/renderAdminPanel'
import { AuditPanel } from './AuditPanel'

function entry(id: number, fields: Partial<AuditEntry> = {}): AuditEntry {
  return {
    id,
    actor: { id: 1, username: 'moderatorin' },
    action: 'post.status',
    target_type: 'post',
    target_id: id * 10,
    details: { from: 'active', to: 'passive' },
    created_at: '2026-03-06T10:05:00.000Z',
    ...fields,
  }
}

/** The queries of GET /admin/audit in order. */
const asked: URLSearchParams[] = []

const server = setupMswServer(
  apiHealthHandler,
  http.get(`${apiBase}/admin/audit`, ({ request }) => {
    const query = new URL(request.url).searchParams
    asked.push(query)
    const roleOnly = query.get('action') === 'user.role'
    const entries = roleOnly
      ? [entry(3, { action: 'user.role', target_type: 'user', details: { from: 'user', to: 'prouser' } })]
      : [entry(2, { actor: null }), entry(1)]
    const page = Number(query.get('page') ?? 1)
    return HttpResponse.json({
      success: true,
      entries: page === 1 ? entries : [entry(9, { action: 'tag.move', target_type: 'tag', details: { to: 2 } })],
      pagination: { currentPage: page, totalPages: roleOnly ? 1 : 2, total: roleOnly ? 1 : 3 },
    })
  }),
)

beforeEach(() => {
  window.localStorage.setItem('dilemma.language', 'en')
  asked.length = 0
})

describe('audit panel', () => {
  it('lists who did what on which target, newest first, with the details', async () => {
    renderAdminPanel(AuditPanel)

    const table = await screen.findByRole('table', { name: 'Moderator actions' })
    const rows = within(table).getAllByRole('row').slice(1)
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .slice(1)
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['(deleted user)', 'Post status', 'Post #20', 'from: active, to: passive'],
      ['moderatorin', 'Post status', 'Post #10', 'from: active, to: passive'],
    ])
    expect(screen.getByRole('heading', { name: 'Audit log' })).toBeInTheDocument()
  })

  it('filters by action and pages through the log', async () => {
    renderAdminPanel(AuditPanel)
    await screen.findByRole('table', { name: 'Moderator actions' })

    await userEvent.click(screen.getByRole('button', { name: 'Next' }))
    expect(await screen.findByRole('cell', { name: 'Tag #90' })).toBeInTheDocument()
    expect(asked.at(-1)?.get('page')).toBe('2')

    await userEvent.click(screen.getByRole('combobox', { name: 'Action' }))
    for (const report of ['Report rejected', 'Reported post deleted', 'Reports of a post rejected'])
      expect(screen.getByRole('option', { name: report })).toBeInTheDocument()
    await userEvent.click(await screen.findByRole('option', { name: 'Role' }))
    expect(await screen.findByRole('cell', { name: 'Member #30' })).toBeInTheDocument()
    expect(Object.fromEntries(asked.at(-1)!)).toEqual({ page: '1', action: 'user.role' })
  })

  it('takes the action and the page from the address, and shows report actions translated', async () => {
    renderAdminPanel(AuditPanel, '/madmin?tab=audit&action=user.role&page=1')
    expect(await screen.findByRole('cell', { name: 'Member #30' })).toBeInTheDocument()
    expect(Object.fromEntries(asked.at(-1)!)).toEqual({ page: '1', action: 'user.role' })
    expect(screen.getByRole('combobox', { name: 'Action' })).toHaveValue('Role')
  })

  it('shows the server message when the log cannot be loaded, and retries', async () => {
    server.use(
      http.get(
        `${apiBase}/admin/audit`,
        () => HttpResponse.json({ success: false, code: 'FORBIDDEN', message: 'Admins only.' }, { status: 403 }),
        { once: true },
      ),
    )
    renderAdminPanel(AuditPanel)

    expect(await screen.findByText('You are not allowed to do this.')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(screen.getByRole('table', { name: 'Moderator actions' })).toBeInTheDocument())
  })
})
