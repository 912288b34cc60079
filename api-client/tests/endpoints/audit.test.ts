import { describe, expect, it } from 'vitest'
import { createApiClient } from '../../src/index.js'
import { createFakeFetch, jsonResponse } from '../support/fake-fetch.js'

function recordingClient() {
  const network = createFakeFetch(() => jsonResponse(200, { success: true }))
  const client = createApiClient({ baseUrl: '/api', fetch: network.fetch })
  const sent = () => network.calls.map((call) => `${call.method} ${call.url}`)
  return { client, sent }
}

describe('audit log and dry runs', () => {
  it('read the audit log with its filters', async () => {
    const { client, sent } = recordingClient()

    await client.audit.list()
    await client.audit.list({ page: 2, limit: 50, action: 'post.status', actorId: 3 })

    expect(sent()).toEqual([
      'GET /api/admin/audit',
      'GET /api/admin/audit?page=2&limit=50&action=post.status&actorId=3',
    ])
  })

  it('ask for a dry run with ?dryRun=true, and only when asked', async () => {
    const { client, sent } = recordingClient()
    const dryRun = { dryRun: true } as const

    await client.admin.setPostStatus(1, { status: 'passive', reason: 'spam' }, dryRun)
    await client.admin.deletePostPermanently(2, dryRun)
    await client.admin.setUserRole(3, 'prouser', dryRun)
    await client.admin.setEmailVerified(4, false, dryRun)
    await client.popups.setActive(5, true, dryRun)
    await client.popups.delete(6, dryRun)
    await client.tags.move(7, 2, dryRun)
    await client.reports.check(8)
    await client.tags.move(7, 2, { dryRun: false })

    expect(sent()).toEqual([
      'PUT /api/admin/posts/1/status?dryRun=true',
      'DELETE /api/admin/posts/2?dryRun=true',
      'PUT /api/admin/users/3/role?dryRun=true',
      'PUT /api/admin/users/4/status?dryRun=true',
      'PUT /api/popups/5/toggle?dryRun=true',
      'DELETE /api/popups/6?dryRun=true',
      'PUT /api/tags/7?dryRun=true',
      'GET /api/reports/8/check',
      'PUT /api/tags/7',
    ])
  })
})
