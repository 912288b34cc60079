import { describe, expect, it } from 'vitest'
import { createApiClient } from '../../src/index.js'
import { createFakeFetch, jsonResponse } from '../support/fake-fetch.js'

function recordingClient() {
  const network = createFakeFetch(() => jsonResponse(200, { success: true }))
  const client = createApiClient({ baseUrl: '/api', fetch: network.fetch })
  const sent = () => network.calls.map((call) => `${call.method} ${call.url}`)
  return { network, client, sent }
}

describe('moderation calls', () => {
  it('reach the report, user and post routes of admin-spec §7 with their query and bodies', async () => {
    const { network, client, sent } = recordingClient()

    await client.reports.list()
    await client.reports.reject(3)
    await client.reports.deletePost(4, { reason: 'spam', note: 'ads' })
    await client.admin.users({ page: 2, limit: 10, role: 'prouser', verified: false, search: 'ada' })
    await client.admin.setUserRole(5, 'premiumuser')
    await client.admin.setUserRole(5, 'user', { statement: { reason: 'other' } })
    await client.admin.setEmailVerified(5, true)
    await client.admin.posts({ status: 'inactive', sortBy: 'vote_count', sortOrder: 'asc' })
    await client.admin.setPostStatus(6, { status: 'passive', reason: 'off_topic' })
    await client.admin.deletePostPermanently(6)

    expect(sent()).toEqual([
      'GET /api/reports',
      'POST /api/reports/3/reject',
      'POST /api/reports/4/delete-post',
      'GET /api/admin/users?page=2&limit=10&role=prouser&verified=false&search=ada',
      'PUT /api/admin/users/5/role',
      'PUT /api/admin/users/5/role',
      'PUT /api/admin/users/5/status',
      'GET /api/admin/posts?status=inactive&sortBy=vote_count&sortOrder=asc',
      'PUT /api/admin/posts/6/status',
      'DELETE /api/admin/posts/6',
    ])
    const bodies = network.calls.filter((call) => call.method === 'PUT').map((call) => call.body)
    expect(bodies).toEqual([
      JSON.stringify({ role: 'premiumuser' }),
      JSON.stringify({ role: 'user', reason: 'other' }),
      JSON.stringify({ isEmailVerified: true }),
      JSON.stringify({ status: 'passive', reason: 'off_topic' }),
    ])
    const posted = network.calls.filter((call) => call.url.includes('delete-post')).map((call) => call.body)
    expect(posted).toEqual([JSON.stringify({ reason: 'spam', note: 'ads' })])
  })

  it('send a popup as a multipart form with its picture, and move tags between categories', async () => {
    const { network, client, sent } = recordingClient()
    const image = new File([new Uint8Array([1, 2, 3])], 'welcome.png', { type: 'image/png' })

    await client.popups.create({ image, description: 'Welcome' })
    await client.popups.setActive(2, false)
    await client.popups.active()
    await client.tags.ofCategory(5)
    await client.tags.move(9, 2)

    expect(sent()).toEqual([
      'POST /api/popups',
      'PUT /api/popups/2/toggle',
      'GET /api/popups/active',
      'GET /api/tags/category/5',
      'PUT /api/tags/9',
    ])
    const form = network.calls[0]?.body as FormData
    expect(form.get('description')).toBe('Welcome')
    expect((form.get('image') as File).name).toBe('welcome.png')
    expect(network.calls[1]?.body).toBe(JSON.stringify({ is_active: false }))
    expect(network.calls[4]?.body).toBe(JSON.stringify({ category_id: 2 }))
  })

  it('reach the review queue and its decisions on a whole post', async () => {
    const { client, sent } = recordingClient()

    await client.reports.grouped()
    await client.reports.rejectGroup(7)
    await client.reports.deletePostOfGroup(8, { reason: 'hate' })

    expect(sent()).toEqual([
      'GET /api/reports/grouped',
      'POST /api/reports/posts/7/reject',
      'POST /api/reports/posts/8/delete-post',
    ])
  })

  it('reach the held polls: the list, approving and rejecting with a reason', async () => {
    const { network, client, sent } = recordingClient()

    await client.admin.heldPosts()
    await client.admin.approveHeldPost(3)
    await client.admin.rejectHeldPost(4, { reason: 'spam', note: 'Ads' }, { dryRun: true })

    expect(sent()).toEqual([
      'GET /api/admin/held-posts',
      'POST /api/admin/held-posts/3/approve',
      'POST /api/admin/held-posts/4/reject?dryRun=true',
    ])
    expect(network.calls[2]?.body).toBe(JSON.stringify({ reason: 'spam', note: 'Ads' }))
  })

  it('reach the appeals: hers, and the console list and decisions', async () => {
    const { network, client, sent } = recordingClient()

    await client.notices.appeal(3, 'It was a question.')
    await client.admin.appeals({ status: 'all', page: 2 })
    await client.admin.decideAppeal(4, 'accept', 'Fine after all')
    await client.admin.decideAppeal(5, 'reject', 'Spam', { dryRun: true })

    expect(sent()).toEqual([
      'POST /api/users/decisions/3/appeal',
      'GET /api/admin/appeals?status=all&page=2',
      'POST /api/admin/appeals/4/accept',
      'POST /api/admin/appeals/5/reject?dryRun=true',
    ])
    expect(network.calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
      JSON.stringify({ text: 'It was a question.' }),
      JSON.stringify({ answer: 'Fine after all' }),
      JSON.stringify({ answer: 'Spam' }),
    ])
  })

  it("read and mark the member's own notices", async () => {
    const { client, sent } = recordingClient()

    await client.notices.unread()
    await client.notices.markRead(3)

    expect(sent()).toEqual(['GET /api/users/notices', 'POST /api/users/notices/3/read'])
  })
})
