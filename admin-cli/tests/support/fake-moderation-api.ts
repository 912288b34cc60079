import { randomBytes } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import {
  ROLES,
  type AdminAppeal,
  type AdminPost,
  type AdminReport,
  type AdminUser,
  type HeldPost,
  type ReportGroup,
  type WatchedWord,
} from '@dilemma/api-client'
import { answeredXsrfOrHealth, fail, readRawBody, refusedUnlessAdmin, send, serveOnLoopback } from './fake-server.js'

/** What the fake answers as a member's data archive (a ZIP's first bytes are enough for the CLI). */
export const FAKE_ARCHIVE = Buffer.from('PK\u0003\u0004 fake archive')

/**
 * A stand-in for the moderation, AI and post-creation endpoints of the Dilemma API on 127.0.0.1:
 * the XSRF cookie of GETs checked on every other method, a caller that must be an admin, and
 * in-memory reports, users and posts with the real answers' shapes and error codes.
 */

export interface RecordedCall {
  method: string
  path: string
  query: URLSearchParams
  /** The JSON body, or the fields of a multipart one. */
  body: unknown
}

export interface FakeModerationApi {
  url: string
  reports: AdminReport[]
  users: AdminUser[]
  posts: AdminPost[]
  appeals: AdminAppeal[]
  held: HeldPost[]
  words: WatchedWord[]
  /** Every request but the XSRF-fetching health check, in order. */
  calls: RecordedCall[]
  /** The numbers (from 1) of the generate-question calls that answer 503 AI_UNAVAILABLE. */
  failingGenerations: Set<number>
  /** The role of the signed-in caller; null for a guest. */
  role: 'admin' | 'user' | null
  /** The titles the AI writes, in turn (then `Question <n> (<language>)`). */
  questionTitles: string[]
  /** Titles that POST /posts refuses with 422 VALIDATION_ERROR. */
  refusedPostTitles: Set<string>
  /** After this many state-changing calls, every further one answers 429 TOO_MANY_REQUESTS. */
  changesAllowed: number
  /** The calls that would change something (a dry run changes nothing). */
  changingCalls(): RecordedCall[]
  close(): Promise<void>
}

export function fakeUser(id: number, fields: Partial<AdminUser> = {}): AdminUser {
  const role = fields.role ?? 'user'
  return {
    id,
    username: `member${id}`,
    email: `member${id}@example.com`,
    role,
    effective_role: role,
    trial_ends_at: null,
    is_email_verified: true,
    avatar_url: null,
    created_at: new Date(Date.UTC(2030, 0, 1) + id * 1000).toISOString(),
    current_login_streak: 1,
    total_posts_created: 0,
    total_votes_given: 0,
    last_login: null,
    suspension: null,
    ...fields,
  }
}

export function fakeAppeal(id: number, fields: Partial<AdminAppeal> = {}): AdminAppeal {
  return {
    id,
    status: 'pending',
    text: `Appeal ${id}: it was a real question.`,
    created_at: new Date(Date.UTC(2030, 0, 2) + id * 1000).toISOString(),
    member: { id: 2, username: 'ada' },
    decision: {
      id: id * 10,
      kind: 'post_removed',
      reason: 'off_topic',
      note: null,
      decided_at: new Date(Date.UTC(2030, 0, 1)).toISOString(),
      decided_by: { id: 1, username: 'admin' },
      post_id: 1,
      post_title: 'Tea, or coffee?',
      reversed_at: null,
    },
    answer: null,
    answered_by: null,
    answered_at: null,
    ...fields,
  }
}

export function fakePost(id: number, fields: Partial<AdminPost> = {}): AdminPost {
  return {
    id,
    title: `Poll ${id}`,
    description: `About poll ${id}`,
    status: 'active',
    author: 'member2',
    created_at: new Date(Date.UTC(2030, 1, 1) + id * 1000).toISOString(),
    vote_count: id,
    like_count: 0,
    post_type: 'text_only',
    ...fields,
  }
}

function fakeReport(report_id: number, post: AdminPost, reason: string): AdminReport {
  return {
    report_id,
    reason,
    reporter_username: 'member3',
    watched_word: null,
    owner_username: post.author,
    report_created_at: '2030-03-01T00:00:00.000Z',
    post_id: post.id,
    title: post.title,
    description: post.description,
    image_a: null,
    image_b: null,
    image_c: null,
    image_d: null,
  }
}

export async function startFakeModerationApi(): Promise<FakeModerationApi> {
  const xsrf = `x${randomBytes(8).toString('hex')}`
  const posts = [
    fakePost(1, { title: 'Tea, or coffee?', description: 'Say "both"\nif you must', vote_count: 5 }),
    fakePost(2, { title: 'Move to Berlin?', status: 'passive', post_type: 'with_images', vote_count: 9 }),
    fakePost(3, { title: 'Quit my job?', author: null, vote_count: 1 }),
  ]
  const state: Omit<FakeModerationApi, 'url' | 'close' | 'changingCalls'> = {
    users: [
      fakeUser(1, { username: 'admin', email: 'admin@dilemma.local', role: 'admin' }),
      fakeUser(2, { username: 'ada', email: 'ada@example.com', total_posts_created: 2 }),
      fakeUser(3, { username: 'ben', email: 'ben@example.org', role: 'prouser', is_email_verified: false }),
    ],
    posts,
    words: [
      { id: 1, word: 'kredit*', language: 'de', action: 'block', created_at: '2030-01-01T00:00:00.000Z' },
      { id: 2, word: 'call me at', language: 'all', action: 'block', created_at: '2030-01-01T00:00:01.000Z' },
    ],
    appeals: [fakeAppeal(4), fakeAppeal(5, { status: 'rejected', answer: 'Spam it was.' })],
    held: [
      {
        id: 31,
        title: 'Kredit for a pram?',
        description: 'Or save first?',
        options: ['Kredit', 'Save'],
        tags: ['money'],
        author: { id: 2, username: 'ada' },
        word: 'kredit*',
        field: 'title',
        held_at: '2030-03-02T00:00:00.000Z',
      },
    ],
    reports: [
      fakeReport(11, posts[0]!, 'Spam, clearly'),
      fakeReport(12, posts[1]!, 'Rude'),
      fakeReport(13, posts[1]!, 'Off topic'),
    ],
    calls: [],
    failingGenerations: new Set(),
    role: 'admin',
    questionTitles: [],
    refusedPostTitles: new Set(),
    changesAllowed: Infinity,
  }
  let generations = 0
  let nextPostId = 100
  /** Posts some report ever named: a decision on the group of any other post answers 404, as the API. */
  const everReported = new Set<number>()
  const isReported = (postId: number) => {
    for (const pending of state.reports) if (pending.post_id !== null) everReported.add(pending.post_id)
    return everReported.has(postId)
  }
  /** Takes the pending reports of a post out of the queue; their ids. */
  const decideReportsOf = (postId: number) => {
    const decided = state.reports.filter((candidate) => candidate.post_id === postId)
    state.reports = state.reports.filter((candidate) => candidate.post_id !== postId)
    return decided.map((decidedReport) => decidedReport.report_id)
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://fake')
    const method = request.method ?? 'GET'
    if (answeredXsrfOrHealth(request, response, xsrf)) return
    state.calls.push({ method, path: url.pathname, query: url.searchParams, body: await readBody(request) })
    if (refusedUnlessAdmin(response, state.role)) return
    if (method !== 'GET' && state.calls.filter((call) => call.method !== 'GET').length > state.changesAllowed)
      return fail(response, 429, 'TOO_MANY_REQUESTS')

    const route = `${method} ${url.pathname.replace(/\/\d+(?=\/|$)/, '/:id')}`
    // As the API: a dry run runs the checks of its route, then answers before changing anything.
    const dryRun = url.searchParams.get('dryRun') === 'true'
    const passed = () => send(response, 200, { success: true, dryRun: true, message: 'Allowed' })
    const id = Number(url.pathname.match(/\/(\d+)(?:\/|$)/)?.[1])
    const body = state.calls.at(-1)!.body as Record<string, unknown>
    const report = state.reports.find((candidate) => candidate.report_id === id)
    const user = state.users.find((candidate) => candidate.id === id)
    const post = state.posts.find((candidate) => candidate.id === id)

    switch (route) {
      case 'GET /api/reports':
        return send(response, 200, { success: true, reports: state.reports })
      case 'GET /api/reports/grouped':
        return send(response, 200, { success: true, groups: groupReports(state.reports, state.posts) })
      case 'POST /api/reports/posts/:id/reject':
        if (!isReported(id)) return fail(response, 404, 'REPORT_NOT_FOUND')
        if (dryRun) return passed()
        return send(response, 200, {
          success: true,
          message: 'Reports rejected',
          postDeleted: false,
          decidedReportIds: decideReportsOf(id),
        })
      case 'POST /api/reports/posts/:id/delete-post': {
        if (!isReported(id)) return fail(response, 404, 'REPORT_NOT_FOUND')
        if (dryRun) return passed()
        const postDeleted = post !== undefined && post.status !== 'deleted'
        if (post) post.status = 'deleted'
        return send(response, 200, {
          success: true,
          message: 'Post deleted',
          postDeleted,
          decidedReportIds: decideReportsOf(id),
        })
      }
      case 'GET /api/reports/:id/check':
        return report ? passed() : fail(response, 404, 'REPORT_NOT_FOUND')
      case 'POST /api/reports/:id/reject':
        if (!report) return fail(response, 404, 'REPORT_NOT_FOUND')
        state.reports = state.reports.filter((candidate) => candidate !== report)
        return send(response, 200, { success: true, message: 'Report rejected' })
      case 'POST /api/reports/:id/delete-post': {
        if (!body.reason) return fail(response, 422, 'VALIDATION_ERROR')
        if (!report) return fail(response, 404, 'REPORT_NOT_FOUND')
        // Like the real API: a post deleted already only has its reports resolved, and it says so.
        const reported = state.posts.find((candidate) => candidate.id === report.post_id)
        const postDeleted = reported !== undefined && reported.status !== 'deleted'
        if (reported) reported.status = 'deleted'
        state.reports = state.reports.filter((candidate) => candidate.post_id !== report.post_id)
        return send(response, 200, {
          success: true,
          message: postDeleted ? 'Post deleted' : 'Reports resolved',
          postDeleted,
        })
      }
      case 'GET /api/admin/posts':
        return sendPage(response, url.searchParams, 'posts', filterPosts(state.posts, url.searchParams))
      case 'PUT /api/admin/posts/:id/status':
        if (body.status !== 'active' && !body.reason) return fail(response, 422, 'VALIDATION_ERROR')
        if (!post) return fail(response, 404, 'POST_NOT_FOUND')
        if (post.status === 'deleted' && body.status !== 'deleted') return fail(response, 409, 'INVALID_STATUS_CHANGE')
        if (dryRun) return passed()
        post.status = body.status as AdminPost['status']
        return send(response, 200, { success: true })
      case 'DELETE /api/admin/posts/:id':
        if (!post) return fail(response, 404, 'POST_NOT_FOUND')
        if (dryRun) return passed()
        state.posts = state.posts.filter((candidate) => candidate !== post)
        return send(response, 200, { success: true })
      case 'GET /api/admin/users/stats':
        return send(response, 200, {
          success: true,
          data: {
            total: state.users.length,
            monthly: 1,
            verified: state.users.filter((candidate) => candidate.is_email_verified).length,
            unverified: state.users.filter((candidate) => !candidate.is_email_verified).length,
            active30Days: 2,
            roleStats: [{ role: 'admin', count: 1 }],
            topUsers: [{ id: 2, username: 'member2', post_count: 4, total_votes_given: 9 }],
          },
        })
      case 'GET /api/admin/posts/stats':
        return send(response, 200, {
          success: true,
          data: {
            total: state.posts.length,
            active: 2,
            monthly: 3,
            withImages: 1,
            textOnly: 2,
            popularPosts: [{ id: 1, title: 'Tea, or coffee?', vote_count: 12, like_count: 3 }],
          },
        })
      case 'GET /api/admin/users/:id/export':
        if (!user) return fail(response, 404, 'USER_NOT_FOUND')
        response.writeHead(200, { 'Content-Type': 'application/zip' })
        return void response.end(FAKE_ARCHIVE)
      case 'GET /api/admin/users':
        return sendPage(response, url.searchParams, 'users', filterUsers(state.users, url.searchParams))
      case 'PUT /api/admin/users/:id/role':
        if (!user) return fail(response, 404, 'USER_NOT_FOUND')
        if (user.role === 'admin' && body.demoteAdmin !== true) return fail(response, 403, 'ADMIN_ROLE_LOCKED')
        if (ROLES.indexOf(body.role as AdminUser['role']) < ROLES.indexOf(user.role) && !body.reason)
          return fail(response, 422, 'VALIDATION_ERROR')
        if (dryRun) return passed()
        user.role = body.role as AdminUser['role']
        return send(response, 200, { success: true })
      case 'PUT /api/admin/users/:id/suspension': {
        if (!user) return fail(response, 404, 'USER_NOT_FOUND')
        if (user.role === 'admin') return fail(response, 403, 'SELF_SUSPENSION')
        if (dryRun) return passed()
        const days = body.days as number | null
        const until = days === null ? null : new Date(Date.UTC(2030, 0, 1 + days)).toISOString()
        user.suspension = { until }
        return send(response, 200, { success: true, message: 'User suspended', suspendedUntil: until })
      }
      case 'DELETE /api/admin/users/:id/suspension':
        if (!user) return fail(response, 404, 'USER_NOT_FOUND')
        if (!user.suspension) return fail(response, 409, 'NOT_SUSPENDED')
        if (dryRun) return passed()
        user.suspension = null
        return send(response, 200, { success: true, message: 'Suspension lifted' })
      case 'GET /api/admin/watched-words':
        return send(response, 200, { success: true, words: state.words })
      case 'POST /api/admin/watched-words': {
        if (body.action !== 'block') return fail(response, 422, 'VALIDATION_ERROR')
        const word = {
          ...(body as Omit<WatchedWord, 'id' | 'created_at'>),
          id: 100 + state.words.length,
          created_at: '2030-01-02T00:00:00.000Z',
        }
        state.words.push(word)
        return send(response, 201, { success: true, word })
      }
      case 'POST /api/admin/watched-words/import': {
        const entries = body.entries as Omit<WatchedWord, 'id' | 'created_at'>[]
        const fresh = entries.filter(
          (entry) => !state.words.some((word) => word.word === entry.word && word.language === entry.language),
        )
        state.words.push(
          ...fresh.map((entry, index) => ({ ...entry, id: 200 + index, created_at: '2030-01-03T00:00:00.000Z' })),
        )
        return send(response, 200, { success: true, added: fresh.length, skipped: entries.length - fresh.length })
      }
      case 'POST /api/admin/watched-words/test':
        // Canned: the server's matcher is tested in the backend; this answers in its shape.
        return send(response, 200, {
          success: true,
          matches: String(body.text).includes('Kredithai')
            ? [{ matched: 'Kredithai', entry: { id: 1, word: 'kredit*', language: 'de', action: 'block' } }]
            : [],
        })
      case 'DELETE /api/admin/watched-words/:id': {
        if (!state.words.some((word) => word.id === id)) return fail(response, 404, 'WATCHED_WORD_NOT_FOUND')
        state.words = state.words.filter((word) => word.id !== id)
        return send(response, 200, { success: true, message: 'Watched word removed' })
      }
      case 'GET /api/admin/held-posts':
        return send(response, 200, { success: true, posts: state.held })
      case 'POST /api/admin/held-posts/:id/approve':
      case 'POST /api/admin/held-posts/:id/reject': {
        if (!state.held.some((post) => post.id === id)) return fail(response, 404, 'HELD_POST_NOT_FOUND')
        if (route.endsWith('reject') && !body.reason) return fail(response, 422, 'VALIDATION_ERROR')
        if (dryRun) return passed()
        state.held = state.held.filter((post) => post.id !== id)
        return send(response, 200, {
          success: true,
          message: route.endsWith('reject') ? 'Poll rejected' : 'Poll approved',
        })
      }
      case 'GET /api/admin/appeals': {
        const status = url.searchParams.get('status') ?? 'pending'
        const rows = state.appeals.filter((candidate) => status === 'all' || candidate.status === status)
        return sendPage(response, url.searchParams, 'appeals', rows)
      }
      case 'POST /api/admin/appeals/:id/accept':
      case 'POST /api/admin/appeals/:id/reject': {
        const appeal = state.appeals.find((candidate) => candidate.id === id)
        if (!appeal) return fail(response, 404, 'APPEAL_NOT_FOUND')
        if (appeal.status !== 'pending') return fail(response, 409, 'APPEAL_DECIDED')
        if (!body.answer) return fail(response, 422, 'VALIDATION_ERROR')
        if (dryRun) return passed()
        appeal.status = route.endsWith('accept') ? 'accepted' : 'rejected'
        appeal.answer = String(body.answer)
        return send(response, 200, { success: true, message: `Appeal ${appeal.status}`, appealId: appeal.id })
      }
      case 'PUT /api/admin/users/:id/status':
        if (!user) return fail(response, 404, 'USER_NOT_FOUND')
        if (dryRun) return passed()
        user.is_email_verified = body.isEmailVerified as boolean
        return send(response, 200, { success: true })
      case 'GET /api/site-facts':
        // The ranges the real server reports (poll_rules.ts); the rest of the facts are not read.
        return send(response, 200, {
          success: true,
          voteLimit: { min: 11, max: 9999 },
          timeLimitHours: { min: 1, max: 168 },
        })
      case 'POST /api/ai/generate-question': {
        generations += 1
        if (state.failingGenerations.has(generations)) return fail(response, 503, 'AI_UNAVAILABLE')
        const count = body.optionCount as number
        const focus = (body.focusCategory as number | undefined) ?? 2
        return send(response, 200, {
          success: true,
          message: 'Generated',
          data: {
            title: state.questionTitles[generations - 1] ?? `Question ${generations} (${String(body.language)})`,
            description: `Asked in ${String(body.language)}`,
            options: Array.from({ length: count }, (_, index) => `Option ${index + 1}`),
            category: { id: focus, name: focus === 6 ? 'emotional' : 'relational' },
            provider: 'mock',
          },
        })
      }
      case 'POST /api/posts': {
        if (state.refusedPostTitles.has(String(body.title))) return fail(response, 422, 'VALIDATION_ERROR')
        const created = fakePost(nextPostId++, { title: String(body.title), author: 'admin' })
        state.posts.push(created)
        return send(response, 201, { success: true, post: { ...created, tags: JSON.parse(String(body.tags)) } })
      }
    }
    return fail(response, 404, 'NOT_FOUND')
  }

  return Object.assign(state, await serveOnLoopback(handle), {
    changingCalls: () => state.calls.filter((call) => call.method !== 'GET' && call.query.get('dryRun') !== 'true'),
  })
}

/** The review queue's cards: one per reported post, the most reported first (reports of a purged post alone). */
function groupReports(reports: AdminReport[], posts: AdminPost[]): ReportGroup[] {
  const groups = new Map<string, AdminReport[]>()
  for (const report of reports) {
    const key = report.post_id === null ? `report:${report.report_id}` : `post:${report.post_id}`
    groups.set(key, [...(groups.get(key) ?? []), report])
  }
  return [...groups.values()]
    .map((grouped) => {
      const post = posts.find((candidate) => candidate.id === grouped[0]!.post_id)
      return {
        post_id: grouped[0]!.post_id,
        report_count: grouped.length,
        latest_report_at: grouped[0]!.report_created_at,
        post:
          post && post.status !== 'deleted'
            ? {
                id: post.id,
                title: post.title,
                description: post.description,
                status: post.status,
                owner: post.author === null ? null : { id: 2, username: post.author },
                options: [
                  { letter: 'A' as const, text: 'Yes', image_url: null },
                  { letter: 'B' as const, text: 'No', image_url: null },
                ],
              }
            : null,
        reports: grouped,
      }
    })
    .sort((a, b) => b.report_count - a.report_count)
}

function filterPosts(posts: AdminPost[], query: URLSearchParams): AdminPost[] {
  const status = query.get('status') ?? 'all'
  const search = query.get('search')?.toLowerCase()
  return sorted(
    posts.filter(
      (post) =>
        (status === 'all' || (status === 'inactive' ? ['passive', 'inactive'] : [status]).includes(post.status)) &&
        (!search || `${post.title} ${post.description}`.toLowerCase().includes(search)),
    ),
    query,
  )
}

function filterUsers(users: AdminUser[], query: URLSearchParams): AdminUser[] {
  const role = query.get('role')
  const verified = query.get('verified')
  const search = query.get('search')?.toLowerCase()
  return sorted(
    users.filter(
      (user) =>
        (!role || user.role === role) &&
        (verified === null || String(user.is_email_verified) === verified) &&
        (!search || `${user.username} ${user.email}`.toLowerCase().includes(search)),
    ),
    query,
  )
}

function sorted<Row>(rows: Row[], query: URLSearchParams): Row[] {
  const key = (query.get('sortBy') ?? 'created_at') as keyof Row
  const direction = query.get('sortOrder') === 'asc' ? 1 : -1
  return [...rows].sort((a, b) => (a[key] < b[key] ? -direction : a[key] > b[key] ? direction : 0))
}

/** One page as the console lists answer it; more than 100 rows a page is refused, as by the API. */
function sendPage(response: ServerResponse, query: URLSearchParams, key: string, rows: unknown[]): void {
  const page = Number(query.get('page') ?? 1)
  const limit = Number(query.get('limit') ?? 10)
  if (limit > 100) return fail(response, 422, 'VALIDATION_ERROR')
  send(response, 200, {
    success: true,
    [key]: rows.slice((page - 1) * limit, page * limit),
    pagination: { currentPage: page, totalPages: Math.max(1, Math.ceil(rows.length / limit)), total: rows.length },
  })
}

/** The JSON body, or the fields of a multipart one. */
async function readBody(request: IncomingMessage): Promise<unknown> {
  const raw = await readRawBody(request)
  const type = request.headers['content-type'] ?? ''
  if (type.startsWith('multipart/form-data')) {
    const form = await new Request('http://fake', {
      method: 'POST',
      headers: { 'content-type': type },
      body: raw,
    }).formData()
    return Object.fromEntries([...form.entries()].map(([name, value]) => [name, String(value)]))
  }
  return raw.length === 0 ? {} : JSON.parse(raw.toString('utf8'))
}
