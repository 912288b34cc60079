import { randomBytes } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { AiStats, AuditEntry, CategoryTag, Popup } from '@dilemma/api-client'
import { answeredXsrfOrHealth, fail, readRawBody, refusedUnlessAdmin, send, serveOnLoopback } from './fake-server.js'
import type { RecordedCall } from './fake-moderation-api.js'

/**
 * A stand-in for the console's popups, tags, AI stats and audit endpoints on 127.0.0.1, with
 * the API's XSRF rule, admin guard, `?dryRun=true` (checks, then no change) and error codes.
 */

export interface FakeConsoleApi {
  url: string
  popups: Popup[]
  tags: CategoryTag[]
  audit: AuditEntry[]
  aiStats: AiStats
  role: 'admin' | 'user' | null
  calls: RecordedCall[]
  /** The calls that would change something (a dry run changes nothing). */
  changingCalls(): RecordedCall[]
  close(): Promise<void>
}

export function fakePopup(id: number, fields: Partial<Popup> = {}): Popup {
  return {
    id,
    image_url: `/uploads/popups/p${id}.webp`,
    description: `Popup ${id}`,
    created_at: new Date(Date.UTC(2030, 3, 1) + id * 1000).toISOString(),
    is_active: true,
    ...fields,
  }
}

export function fakeAuditEntry(id: number, fields: Partial<AuditEntry> = {}): AuditEntry {
  return {
    id,
    actor: { id: 1, username: 'admin' },
    action: 'post.status',
    target_type: 'post',
    target_id: id * 10,
    details: { from: 'active', to: 'passive' },
    created_at: new Date(Date.UTC(2030, 4, 1) + id * 1000).toISOString(),
    ...fields,
  }
}

const CATEGORY_IDS = [1, 2, 3, 4, 5]

export async function startFakeConsoleApi(): Promise<FakeConsoleApi> {
  const xsrf = `x${randomBytes(8).toString('hex')}`
  const state: Omit<FakeConsoleApi, 'url' | 'close' | 'changingCalls'> = {
    popups: [fakePopup(2, { is_active: false, description: null }), fakePopup(1)],
    tags: [
      { id: 11, name: 'Baby', category_id: 5 },
      { id: 12, name: 'Sleep', category_id: 5 },
      { id: 13, name: 'Work', category_id: 1 },
    ],
    audit: [3, 2, 1].map((id) => fakeAuditEntry(id)),
    aiStats: {
      totalAnalyses: 12,
      monthlyAnalyses: 5,
      weeklyAnalyses: 2,
      providerStats: { deepseek: 0, flash: 2, mock: 10 },
      languageStats: { de: 8, en: 3, tr: 1 },
      avgAnalysisTime: 840,
      recentAnalyses: [
        { provider: 'mock', selectedOption: 'b', analysisTime: 12, createdAt: '2030-05-02T10:00:00.000Z' },
      ],
    },
    role: 'admin',
    calls: [],
  }
  let nextPopupId = 3

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://fake')
    const method = request.method ?? 'GET'
    if (answeredXsrfOrHealth(request, response, xsrf)) return
    state.calls.push({ method, path: url.pathname, query: url.searchParams, body: await readBody(request) })
    if (refusedUnlessAdmin(response, state.role)) return

    const route = `${method} ${url.pathname.replace(/\/\d+(?=\/|$)/, '/:id')}`
    const id = Number(url.pathname.match(/\/(\d+)(?:\/|$)/)?.[1])
    const body = state.calls.at(-1)!.body as Record<string, unknown>
    const dryRun = url.searchParams.get('dryRun') === 'true'
    const passed = () => send(response, 200, { success: true, dryRun: true, message: 'Allowed' })
    const popup = state.popups.find((candidate) => candidate.id === id)
    const tag = state.tags.find((candidate) => candidate.id === id)

    switch (route) {
      case 'GET /api/popups':
        return send(response, 200, { success: true, popups: state.popups })
      case 'POST /api/popups': {
        const image = body.image as { name: string; size: number } | undefined
        if (!image || image.size === 0) return fail(response, 422, 'VALIDATION_ERROR')
        const created = fakePopup(nextPopupId++, { description: (body.description as string) ?? null })
        state.popups.unshift(created)
        return send(response, 201, { success: true, popup: created })
      }
      case 'PUT /api/popups/:id/toggle':
        if (!popup) return fail(response, 404, 'POPUP_NOT_FOUND')
        if (dryRun) return passed()
        popup.is_active = body.is_active as boolean
        return send(response, 200, { success: true, popup })
      case 'DELETE /api/popups/:id':
        if (!popup) return fail(response, 404, 'POPUP_NOT_FOUND')
        if (dryRun) return passed()
        state.popups = state.popups.filter((candidate) => candidate !== popup)
        return send(response, 200, { success: true, message: 'Popup deleted' })
      case 'GET /api/tags/categories':
        return send(response, 200, {
          categories: CATEGORY_IDS.map((category) => ({
            id: category,
            name: `Category ${category}`,
            slug: `c${category}`,
            post_count: 0,
          })),
        })
      case 'GET /api/tags/category/:id':
        if (!CATEGORY_IDS.includes(id)) return fail(response, 404, 'CATEGORY_NOT_FOUND')
        return send(response, 200, {
          success: true,
          tags: state.tags.filter((candidate) => candidate.category_id === id),
        })
      case 'PUT /api/tags/:id':
        if (!tag) return fail(response, 404, 'TAG_NOT_FOUND')
        if (!CATEGORY_IDS.includes(body.category_id as number)) return fail(response, 404, 'CATEGORY_NOT_FOUND')
        // Like the real API: a move to the tag's own category is a no-op it refuses.
        if (tag.category_id === body.category_id) return fail(response, 409, 'TAG_ALREADY_IN_CATEGORY')
        if (dryRun) return passed()
        tag.category_id = body.category_id as number
        return send(response, 200, { success: true, tag })
      case 'GET /api/ai/stats':
        return send(response, 200, { success: true, data: state.aiStats })
      case 'GET /api/admin/audit': {
        const action = url.searchParams.get('action')
        const actorId = url.searchParams.get('actorId')
        const entries = state.audit.filter(
          (entry) => (!action || entry.action === action) && (!actorId || String(entry.actor?.id) === actorId),
        )
        const page = Number(url.searchParams.get('page') ?? 1)
        const limit = Number(url.searchParams.get('limit') ?? 10)
        return send(response, 200, {
          success: true,
          entries: entries.slice((page - 1) * limit, page * limit),
          pagination: {
            currentPage: page,
            totalPages: Math.max(1, Math.ceil(entries.length / limit)),
            total: entries.length,
          },
        })
      }
    }
    return fail(response, 404, 'NOT_FOUND')
  }

  return Object.assign(state, await serveOnLoopback(handle), {
    changingCalls: () => state.calls.filter((call) => call.method !== 'GET' && call.query.get('dryRun') !== 'true'),
  })
}

/** The JSON body, or a multipart one's fields (a file as its name and size). */
async function readBody(request: IncomingMessage): Promise<unknown> {
  const raw = await readRawBody(request)
  const type = request.headers['content-type'] ?? ''
  if (!type.startsWith('multipart/form-data')) return raw.length === 0 ? {} : JSON.parse(raw.toString('utf8'))
  const form = await new Request('http://fake', {
    method: 'POST',
    headers: { 'content-type': type },
    body: raw,
  }).formData()
  return Object.fromEntries(
    [...form.entries()].map(([name, value]) => [
      name,
      typeof value === 'string' ? value : { name: value.name, size: value.size },
    ]),
  )
}
