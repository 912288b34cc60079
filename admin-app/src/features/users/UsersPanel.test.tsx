import type { AdminUser, AdminUsersPage, UserStats } from '@dilemma/api-client'
import { setupMswServer } from '@dilemma/app-runtime/testing/mswServer'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderAdminPanel } from '../../testing/renderAdminPanel'
import { apiBase, apiHealthHandler } from '../../testing/renderAdminConsole'
import { UsersPanel } from './UsersPanel'
import { cancelReason, giveReason } from '../../testing/reasonDialog'

// The API client primes its XSRF cookie through `GET /health` before the first change.
const server = setupMswServer(apiHealthHandler)

beforeEach(() => {
  window.localStorage.setItem('dilemma.language', 'en')
})

afterEach(() => {
  vi.restoreAllMocks()
})

function adminUser(overrides: Partial<AdminUser> = {}): AdminUser {
  return {
    id: 11,
    username: 'anna',
    email: 'anna@example.test',
    role: 'prouser',
    effective_role: 'prouser',
    trial_ends_at: null,
    is_email_verified: true,
    avatar_url: 'http://localhost/uploads/avatars/anna.png',
    // Midday UTC: the same calendar day in every time zone the tests may run in.
    created_at: '2026-03-06T12:00:00.000Z',
    current_login_streak: 12,
    total_posts_created: 7,
    total_votes_given: 1234,
    last_login: '2026-04-02T12:00:00.000Z',
    suspension: null,
    ...overrides,
  }
}

const anna = adminUser()
const boss = adminUser({
  id: 1,
  username: 'boss',
  email: 'boss@example.test',
  role: 'admin',
  avatar_url: null,
  current_login_streak: 1,
  last_login: null,
})
const mia = adminUser({ id: 12, username: 'mia', email: 'mia@example.test', role: 'user', is_email_verified: false })

const userStats: UserStats = {
  total: 1520,
  monthly: 48,
  verified: 1300,
  unverified: 220,
  active30Days: 610,
  roleStats: [
    { role: 'user', count: 1200 },
    { role: 'prouser', count: 250 },
    { role: 'premiumuser', count: 67 },
    { role: 'admin', count: 3 },
  ],
  topUsers: [
    { id: 11, username: 'anna', post_count: 42, total_votes_given: 1234 },
    { id: 12, username: 'mia', post_count: 30, total_votes_given: 800 },
  ],
}

function usersPage(users: AdminUser[], currentPage = 1, totalPages = 1): AdminUsersPage {
  return { success: true, users, pagination: { currentPage, totalPages, total: users.length } }
}

const failure = (status: number, code: string, message: string) =>
  HttpResponse.json({ success: false, code, message }, { status })

/** Answers `GET /admin/users` through `resolve` and keeps the queries sent, as plain fields. */
function answerUsers(
  resolve: (query: Record<string, string>) => Response = () => HttpResponse.json(usersPage([anna, boss, mia])),
) {
  const sent: Record<string, string>[] = []
  server.use(
    http.get(`${apiBase}/admin/users`, ({ request }) => {
      const query = Object.fromEntries(new URL(request.url).searchParams)
      sent.push(query)
      return resolve(query)
    }),
  )
  return sent
}

/** Answers `GET /admin/users/stats` and counts the calls. */
function answerStats(resolve: () => Response = () => HttpResponse.json({ success: true, data: userStats })) {
  const calls = { count: 0 }
  server.use(
    http.get(`${apiBase}/admin/users/stats`, () => {
      calls.count += 1
      return resolve()
    }),
  )
  return calls
}

/** Answers `PUT /admin/users/{id}/<what>` and keeps the bodies sent, with the user's id. */
function answerUpdate(
  what: 'role' | 'status' | 'suspension',
  resolve: () => Response = () => HttpResponse.json({ success: true }),
  method: 'put' | 'delete' = 'put',
) {
  const sent: { id: string; body: unknown }[] = []
  server.use(
    http[method](`${apiBase}/admin/users/:id/${what}`, async ({ request, params }) => {
      sent.push({ id: String(params.id), body: method === 'put' ? await request.json() : null })
      return resolve()
    }),
  )
  return sent
}

async function openUsersTab() {
  renderAdminPanel(UsersPanel)
  await screen.findByRole('heading', { level: 2, name: 'Users' })
}

const row = (username: string) => screen.getByRole('listitem', { name: username })

/** The facts of a titled group of cards or of a row, term → definition. */
function facts(container: HTMLElement) {
  return Object.fromEntries(
    within(container)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
  )
}

async function choose(label: string, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: label }))
  await userEvent.click(await screen.findByRole('option', { name: option }))
}

describe('users tab', () => {
  it('shows the member counts, the counts per role and the top members', async () => {
    answerStats()
    answerUsers()
    await openUsersTab()

    expect(facts(await screen.findByRole('region', { name: 'Members' }))).toEqual({
      'All members': '1,520',
      'New this month': '48',
      'E-mail verified': '1,300',
      'E-mail not verified': '220',
      'Active in the last 30 days': '610',
    })
    expect(facts(screen.getByRole('region', { name: 'Members by role' }))).toEqual({
      User: '1,200',
      'Pro user': '250',
      'Premium user': '67',
      Admin: '3',
    })
    const table = screen.getByRole('table', { name: 'Top members' })
    expect(
      within(table)
        .getAllByRole('row')
        .map((tableRow) => tableRow.textContent),
    ).toEqual(['UsernamePostsVotes given', 'anna421,234', 'mia30800'])
  })

  it('shows the list when the statistics fail, and only logs the failure', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    answerStats(() => failure(500, 'SERVER_ERROR', 'Stats are down'))
    answerUsers()
    await openUsersTab()

    expect(await screen.findByRole('listitem', { name: 'anna' })).toBeInTheDocument()
    await waitFor(() => expect(logged).toHaveBeenCalled())
    expect(screen.queryByRole('region', { name: 'Members' })).not.toBeInTheDocument()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('shows each member with avatar, role, verification, e-mail, dates and activity', async () => {
    answerStats()
    answerUsers()
    await openUsersTab()

    const annaRow = await screen.findByRole('listitem', { name: 'anna' })
    expect(within(annaRow).getByRole('img', { name: 'Avatar of anna' })).toHaveAttribute(
      'src',
      'http://localhost/uploads/avatars/anna.png',
    )
    expect(within(annaRow).getByRole('heading', { name: 'anna' })).toBeInTheDocument()
    expect(annaRow).toHaveTextContent('Pro user')
    expect(annaRow).toHaveTextContent('E-mail: anna@example.test')
    expect(facts(annaRow)).toEqual({
      Registered: '06.03.2026',
      'Login streak': '12 days',
      'Posts created': '7',
      'Votes given': '1,234',
      'Last login': '02.04.2026',
    })
    expect(within(annaRow).getByText('Verified')).toBeInTheDocument()
    expect(within(row('mia')).getByText('Not verified')).toBeInTheDocument()
    expect(facts(row('boss'))).toMatchObject({ 'Login streak': '1 day', 'Last login': 'Never' })
  })

  it('asks for the first ten members, newest first, without filters', async () => {
    answerStats()
    const sent = answerUsers()
    await openUsersTab()
    await screen.findByRole('listitem', { name: 'anna' })

    expect(sent).toEqual([{ page: '1', limit: '10', sortBy: 'created_at', sortOrder: 'desc' }])
  })

  it('says so when no member matches', async () => {
    answerStats()
    answerUsers(() => HttpResponse.json(usersPage([])))
    await openUsersTab()
    expect(await screen.findByText('No users match these filters')).toBeInTheDocument()
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument()
  })

  describe('filters in the address', () => {
    it('asks for the filters, sort and page the address names', async () => {
      answerStats()
      const sent = answerUsers((query) => HttpResponse.json(usersPage([anna], Number(query.page), 3)))
      renderAdminPanel(UsersPanel, '/madmin?tab=users&role=prouser&verified=false&sortBy=username&sortOrder=asc&page=2')

      expect(await screen.findByRole('navigation', { name: 'Pages of the users list' })).toHaveTextContent(
        'Page 2 of 3',
      )
      expect(sent).toEqual([
        { page: '2', limit: '10', role: 'prouser', verified: 'false', sortBy: 'username', sortOrder: 'asc' },
      ])
      expect(screen.getByRole('combobox', { name: 'Role' })).toHaveValue('Pro user')
    })

    it('falls back to the defaults for values it does not offer, never sending them', async () => {
      answerStats()
      const sent = answerUsers()
      renderAdminPanel(UsersPanel, '/madmin?tab=users&role=boss&verified=maybe&sortBy=password&sortOrder=up&page=-2')
      await screen.findByRole('listitem', { name: 'anna' })

      expect(sent).toEqual([{ page: '1', limit: '10', sortBy: 'created_at', sortOrder: 'desc' }])
      expect(screen.getByRole('combobox', { name: 'Role' })).toHaveValue('All roles')
    })

    it.each(['0', 'abc', '1.5', '1e3'])('reads page=%s as page 1', async (page) => {
      answerStats()
      const sent = answerUsers()
      renderAdminPanel(UsersPanel, `/madmin?tab=users&page=${page}`)
      await screen.findByRole('listitem', { name: 'anna' })
      expect(sent.map((query) => query.page)).toEqual(['1'])
    })
  })

  describe('filters', () => {
    /** The tab on page 2 of 3, so that a filter's return to page 1 shows. */
    async function onSecondPage() {
      answerStats()
      const sent = answerUsers((query) => HttpResponse.json(usersPage([anna, boss, mia], Number(query.page), 3)))
      await openUsersTab()
      await userEvent.click(await screen.findByRole('button', { name: 'Next' }))
      await waitFor(() => expect(sent.at(-1)?.page).toBe('2'))
      return sent
    }

    it('filters by role and goes back to page 1', async () => {
      const sent = await onSecondPage()
      await choose('Role', 'Premium user')
      await waitFor(() => expect(sent.at(-1)).toMatchObject({ role: 'premiumuser', page: '1' }))
      expect(screen.getByRole('combobox', { name: 'Role' })).toHaveValue('Premium user')
    })

    it('filters by e-mail verification and goes back to page 1', async () => {
      const sent = await onSecondPage()
      await choose('E-mail verification', 'Not verified')
      await waitFor(() => expect(sent.at(-1)).toMatchObject({ verified: 'false', page: '1' }))
      await choose('E-mail verification', 'Verified')
      await waitFor(() => expect(sent.at(-1)).toMatchObject({ verified: 'true', page: '1' }))
    })

    it('sorts by the chosen field and order and goes back to page 1', async () => {
      const sent = await onSecondPage()
      await choose('Sort by', 'Username')
      await waitFor(() => expect(sent.at(-1)).toMatchObject({ sortBy: 'username', sortOrder: 'desc', page: '1' }))
      await userEvent.click(screen.getByRole('button', { name: 'Next' }))
      await waitFor(() => expect(sent.at(-1)?.page).toBe('2'))
      await choose('Order', 'Ascending')
      await waitFor(() => expect(sent.at(-1)).toMatchObject({ sortBy: 'username', sortOrder: 'asc', page: '1' }))
    })

    it('searches once typing rests, trimmed, and goes back to page 1', async () => {
      const sent = await onSecondPage()
      const before = sent.length
      await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), ' ann')

      await waitFor(() => expect(sent.at(-1)).toMatchObject({ search: 'ann', page: '1' }))
      // One request for the whole text, none for each letter or for the old page.
      expect(sent.slice(before)).toEqual([
        { page: '1', limit: '10', search: 'ann', sortBy: 'created_at', sortOrder: 'desc' },
      ])
    })
  })

  describe('pagination', () => {
    it('is hidden when the list fits on one page', async () => {
      answerStats()
      answerUsers()
      await openUsersTab()
      await screen.findByRole('listitem', { name: 'anna' })
      expect(screen.queryByRole('navigation')).not.toBeInTheDocument()
      expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument()
    })

    it('pages forward and back when there are more pages', async () => {
      answerStats()
      const sent = answerUsers((query) => HttpResponse.json(usersPage([anna], Number(query.page), 2)))
      await openUsersTab()

      const pages = await screen.findByRole('navigation', { name: 'Pages of the users list' })
      expect(pages).toHaveTextContent('Page 1 of 2')
      expect(within(pages).getByRole('button', { name: 'Previous' })).toBeDisabled()

      await userEvent.click(within(pages).getByRole('button', { name: 'Next' }))
      await waitFor(() => expect(pages).toHaveTextContent('Page 2 of 2'))
      expect(sent.at(-1)?.page).toBe('2')
      expect(within(pages).getByRole('button', { name: 'Next' })).toBeDisabled()

      await userEvent.click(within(pages).getByRole('button', { name: 'Previous' }))
      await waitFor(() => expect(pages).toHaveTextContent('Page 1 of 2'))
      // Page 1 is still fresh in the cache: no second request for it.
      expect(sent.map((query) => query.page)).toEqual(['1', '2'])
    })
  })

  describe('role', () => {
    it('cannot be changed for an admin, and can for other members', async () => {
      answerStats()
      answerUsers()
      await openUsersTab()
      await screen.findByRole('listitem', { name: 'anna' })

      expect(screen.getByRole('combobox', { name: 'Role of boss' })).toBeDisabled()
      expect(screen.getByRole('combobox', { name: 'Role of boss' })).toHaveValue('Admin')
      expect(screen.getByRole('combobox', { name: 'Role of anna' })).toBeEnabled()
      expect(screen.getByRole('combobox', { name: 'Role of anna' })).toHaveValue('Pro user')
    })

    it('changes after a confirmation, then reloads the list and the statistics', async () => {
      const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true)
      const stats = answerStats()
      const listed = answerUsers()
      const sent = answerUpdate('role')
      await openUsersTab()
      await screen.findByRole('listitem', { name: 'anna' })
      await waitFor(() => expect(stats.count).toBe(1))

      await choose('Role of anna', 'Premium user')

      expect(confirm).toHaveBeenCalledWith('Change the role of anna to Premium user?')
      await waitFor(() => expect(sent).toEqual([{ id: '11', body: { role: 'premiumuser' } }]))
      await waitFor(() => expect(listed).toHaveLength(2))
      await waitFor(() => expect(stats.count).toBe(2))
    })

    it('warns before promoting to admin that it cannot be undone from the console', async () => {
      const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false)
      answerStats()
      answerUsers()
      const sent = answerUpdate('role')
      await openUsersTab()
      await screen.findByRole('listitem', { name: 'anna' })

      await choose('Role of anna', 'Admin')

      expect(confirm).toHaveBeenCalledWith(
        expect.stringMatching(/^Make anna an admin\? This cannot be undone from the console/),
      )
      expect(sent).toEqual([])
    })

    it('stays as it was when the confirmation is refused, or the reason dialog closed', async () => {
      vi.spyOn(window, 'confirm').mockReturnValue(false)
      answerStats()
      answerUsers()
      const sent = answerUpdate('role')
      await openUsersTab()
      await screen.findByRole('listitem', { name: 'anna' })

      await choose('Role of anna', 'Premium user')
      await choose('Role of anna', 'User')
      await cancelReason()

      expect(window.confirm).toHaveBeenCalledTimes(1)
      expect(screen.getByRole('combobox', { name: 'Role of anna' })).toHaveValue('Pro user')
      expect(sent).toEqual([])
    })

    it('lowers a role only with the reason she is told, asked instead of a yes', async () => {
      const confirm = vi.spyOn(window, 'confirm')
      answerStats()
      const listed = answerUsers()
      const sent = answerUpdate('role')
      await openUsersTab()
      await screen.findByRole('listitem', { name: 'anna' })

      await choose('Role of anna', 'User')
      expect(await giveReason('Other', 'Refunded')).toHaveTextContent('Change the role of anna to User?')

      await waitFor(() =>
        expect(sent).toEqual([{ id: '11', body: { role: 'user', reason: 'other', note: 'Refunded' } }]),
      )
      expect(confirm).not.toHaveBeenCalled()
      await waitFor(() => expect(listed.length).toBeGreaterThanOrEqual(2))
    })

    it("shows the server's message when the change is refused", async () => {
      vi.spyOn(window, 'confirm').mockReturnValue(true)
      answerStats()
      answerUsers()
      answerUpdate('role', () => failure(403, 'ADMIN_ROLE_LOCKED', "An admin's role cannot be changed."))
      await openUsersTab()
      await screen.findByRole('listitem', { name: 'anna' })

      await choose('Role of anna', 'Admin')

      const alert = await screen.findByRole('alert')
      expect(alert).toHaveTextContent('The role could not be changed')
      expect(alert).toHaveTextContent("An admin's role cannot be changed from the console.")
      await userEvent.click(within(alert).getByRole('button', { name: 'Dismiss' }))
      expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    })
  })

  describe('e-mail verification', () => {
    it('toggles without a confirmation and reloads the list', async () => {
      const confirm = vi.spyOn(window, 'confirm')
      answerStats()
      const listed = answerUsers()
      const sent = answerUpdate('status')
      await openUsersTab()
      await screen.findByRole('listitem', { name: 'anna' })

      await userEvent.click(screen.getByRole('button', { name: 'Remove verification: anna' }))
      await waitFor(() => expect(sent).toEqual([{ id: '11', body: { isEmailVerified: false } }]))
      await userEvent.click(screen.getByRole('button', { name: 'Verify e-mail: mia' }))
      await waitFor(() => expect(sent).toHaveLength(2))
      expect(sent[1]).toEqual({ id: '12', body: { isEmailVerified: true } })

      expect(confirm).not.toHaveBeenCalled()
      await waitFor(() => expect(listed.length).toBeGreaterThanOrEqual(2))
    })

    it('shows the translated fallback when the server gives no message', async () => {
      answerStats()
      answerUsers()
      answerUpdate('status', () => HttpResponse.error())
      await openUsersTab()
      await screen.findByRole('listitem', { name: 'anna' })

      await userEvent.click(screen.getByRole('button', { name: 'Verify e-mail: mia' }))

      const alert = await screen.findByRole('alert')
      expect(alert).toHaveTextContent('The verification could not be changed')
      expect(alert).toHaveTextContent('Updating the e-mail verification failed. Please try again.')
    })
  })

  describe('suspension', () => {
    it('asks how long and why, needs a reason, sends them and reloads the list', async () => {
      answerStats()
      const listed = answerUsers()
      const sent = answerUpdate('suspension', () =>
        HttpResponse.json({ success: true, message: 'User suspended', suspendedUntil: null }),
      )
      await openUsersTab()
      await userEvent.click(await screen.findByRole('button', { name: 'Suspend: mia' }))

      const dialog = await screen.findByRole('dialog', { name: 'Suspend mia' })
      expect(within(dialog).getByRole('button', { name: 'Suspend' })).toBeDisabled()
      await choose('Length', 'Until lifted')
      await choose('Reason', 'Harassment')
      await userEvent.type(within(dialog).getByRole('textbox', { name: 'Explanation (optional)' }), ' insults ')
      await userEvent.click(within(dialog).getByRole('button', { name: 'Suspend' }))

      await waitFor(() =>
        expect(sent).toEqual([{ id: '12', body: { days: null, reason: 'harassment', note: 'insults' } }]),
      )
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
      await waitFor(() => expect(listed.length).toBeGreaterThanOrEqual(2))
    })

    it('shows a standing suspension and lifts it after a confirmation', async () => {
      const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true)
      answerStats()
      answerUsers(() =>
        HttpResponse.json(usersPage([adminUser({ suspension: { until: '2026-05-01T12:00:00.000Z' } }), mia])),
      )
      const sent = answerUpdate('suspension', undefined, 'delete')
      await openUsersTab()
      await screen.findByRole('listitem', { name: 'anna' })
      expect(within(row('anna')).getByText(/^Suspended until /)).toBeInTheDocument()
      expect(within(row('mia')).queryByText(/^Suspended/)).not.toBeInTheDocument()

      await userEvent.click(screen.getByRole('button', { name: 'Lift suspension: anna' }))

      expect(confirm).toHaveBeenCalledWith('Lift the suspension of anna?')
      await waitFor(() => expect(sent).toEqual([{ id: '11', body: null }]))
    })

    it("shows the server's translated refusal", async () => {
      answerStats()
      answerUsers()
      answerUpdate('suspension', () => failure(403, 'SELF_SUSPENSION', 'You cannot suspend yourself.'))
      await openUsersTab()
      await userEvent.click(await screen.findByRole('button', { name: 'Suspend: boss' }))
      await choose('Reason', 'Spam')
      await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Suspend' }))

      const alert = await screen.findByRole('alert')
      expect(alert).toHaveTextContent('The member could not be suspended')
      expect(alert).toHaveTextContent('You cannot suspend yourself.')
    })
  })

  describe('loading the list fails', () => {
    it("shows the server's message instead of the tab, and loads again on retry", async () => {
      answerStats()
      const sent = answerUsers(() =>
        sent.length === 1 ? failure(500, 'SERVER_ERROR', 'Database busy') : HttpResponse.json(usersPage([anna])),
      )
      renderAdminPanel(UsersPanel)

      const alert = await screen.findByRole('alert')
      expect(alert).toHaveTextContent('The users could not be loaded')
      expect(alert).toHaveTextContent('Database busy')
      expect(screen.queryByRole('search')).not.toBeInTheDocument()

      await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
      expect(await screen.findByRole('listitem', { name: 'anna' })).toBeInTheDocument()
    })

    it('shows the translated fallback when the server gives no message', async () => {
      answerStats()
      answerUsers(() => HttpResponse.error())
      renderAdminPanel(UsersPanel)
      expect(await screen.findByRole('alert')).toHaveTextContent('Loading the users failed. Please try again.')
    })
  })
})
