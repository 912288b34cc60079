import { describe, expect, it } from 'vitest'
import { postFixture } from '@/testing/postFixture'
import { shareMetaOf } from './shareMeta'

describe('shareMetaOf', () => {
  it('names the page after the post and cuts the description to 160 characters', () => {
    const meta = shareMetaOf(
      postFixture({ title: 'Kita?', description: 'x'.repeat(200), image_b: '/uploads/posts/b.webp' }),
    )
    expect(meta.title).toBe('Kita? – Dilemma')
    expect(Array.from(meta.description)).toHaveLength(161)
    expect(meta.image).toBe('/uploads/posts/b.webp')
  })
})
