import { describe, expect, it } from 'vitest'
import { createApiClient } from '../../src/index.js'
import { createFakeFetch, errorResponse, jsonResponse } from '../support/fake-fetch.js'

describe('poll and tag calls', () => {
  it('sends the feed filters, the sort and the seed as query parameters', async () => {
    const network = createFakeFetch(() => jsonResponse(200, { posts: [], total: 0 }))
    const client = createApiClient({ baseUrl: '/api', fetch: network.fetch })

    await client.posts.feed({ page: 2, limit: 10, tag_id: 4, activeOnly: false, sort: 'random', seed: 99 })

    expect(network.calls[0]?.url).toBe('/api/posts?page=2&limit=10&tag_id=4&activeOnly=false&sort=random&seed=99')
  })

  it('creates a poll as multipart with numbers as text, tags as JSON and images as files', async () => {
    const network = createFakeFetch(() => jsonResponse(201, { success: true, post: { id: 1 } }))
    const client = createApiClient({ baseUrl: '/api', fetch: network.fetch })
    const image = new File([new Uint8Array([0x89, 0x50])], 'a.png', { type: 'image/png' })

    await client.posts.create({
      title: 'Kita?',
      description: 'Which one?',
      option_a: 'Yes',
      option_b: 'No',
      vote_limit: 11,
      tags: ['Kinder', 'Beruf'],
      image_a: image,
    })

    const create = network.callsTo('/posts')[0]
    const form = create?.body as FormData
    expect(create?.method).toBe('POST')
    expect([...form.keys()]).toEqual(['title', 'description', 'option_a', 'option_b', 'image_a', 'vote_limit', 'tags'])
    expect(form.get('vote_limit')).toBe('11')
    expect(form.get('tags')).toBe('["Kinder","Beruf"]')
    expect((form.get('image_a') as File).name).toBe('a.png')
  })

  it('votes, likes with the wanted state and passes server codes on', async () => {
    const network = createFakeFetch((call) =>
      call.url.endsWith('/vote')
        ? errorResponse(409, 'ALREADY_VOTED')
        : jsonResponse(200, { success: true, liked: true, newLikeCount: 3 }),
    )
    const client = createApiClient({ baseUrl: '/api', fetch: network.fetch })

    await expect(client.posts.vote(5, 'b')).rejects.toMatchObject({ status: 409, code: 'ALREADY_VOTED' })
    await expect(client.posts.like(5, true)).resolves.toMatchObject({ liked: true, newLikeCount: 3 })

    const bodies = network.calls.filter((call) => call.method === 'POST').map((call) => JSON.parse(String(call.body)))
    expect(bodies).toEqual([{ option: 'b' }, { liked: true }])
  })

  it('asks for the tags of many posts with a comma-joined id list', async () => {
    const network = createFakeFetch(() => jsonResponse(200, { '1': [], '2': [] }))
    const client = createApiClient({ baseUrl: '/api', fetch: network.fetch })

    await client.tags.ofPosts([1, 2])
    await client.tags.popularCategories()

    expect(network.calls.map((call) => call.url)).toEqual([
      '/api/tags/posts?ids=1%2C2',
      '/api/tags/categories/popular?limit=5&status=all',
    ])
  })
})
