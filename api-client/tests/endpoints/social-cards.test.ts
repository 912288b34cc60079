import { describe, expect, it } from 'vitest'
import { createApiClient, isApiError } from '../../src/index.js'
import { createFakeFetch, errorResponse } from '../support/fake-fetch.js'

const PNG_BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3])

function cardServer() {
  const network = createFakeFetch((call) =>
    call.url.includes('/999/')
      ? errorResponse(404, 'POST_NOT_FOUND')
      : new Response(PNG_BYTES, { status: 200, headers: { 'Content-Type': 'image/png' } }),
  )
  return { network, client: createApiClient({ baseUrl: '/api', fetch: network.fetch }) }
}

describe('social cards', () => {
  it('come back as PNG blobs, asked for with their format and language', async () => {
    const { network, client } = cardServer()
    const question = { title: 'Işık?', description: 'Gölge.', options: ['A', 'B'] }

    const postCard = await client.admin.postCard(7, { format: 'story', lang: 'tr' })
    const questionCard = await client.admin.questionCard(question, { format: 'card' })

    expect(new Uint8Array(await postCard.arrayBuffer())).toEqual(PNG_BYTES)
    expect(new Uint8Array(await questionCard.arrayBuffer())).toEqual(PNG_BYTES)
    expect(network.calls.map((call) => `${call.method} ${call.url}`)).toEqual([
      'GET /api/admin/posts/7/card?format=story&lang=tr',
      'POST /api/admin/cards?format=card',
    ])
    expect(network.calls[1]!.body).toBe(JSON.stringify(question))
  })

  it("turn the server's JSON error into an ApiError", async () => {
    const { client } = cardServer()

    const failure = await client.admin.postCard(999).catch((error: unknown) => error)

    expect(isApiError(failure) && failure.code).toBe('POST_NOT_FOUND')
  })
})
