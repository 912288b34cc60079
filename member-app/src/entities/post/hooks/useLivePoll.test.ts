import { describe, expect, it } from 'vitest'
import { postFixture } from '@/testing/postFixture'
import { withLiveFigures } from './useLivePoll'

describe('live figures', () => {
  const post = postFixture({ total_votes: 3, vote_counts: { a: 2, b: 1, c: 0, d: 0 } })

  it('take the newer total, status and counts', () => {
    const updated = withLiveFigures(post, { total_votes: 4, status: 'active', vote_counts: { a: 2, b: 2, c: 0, d: 0 } })
    expect(updated).toMatchObject({ total_votes: 4, status: 'active', vote_counts: { a: 2, b: 2, c: 0, d: 0 } })
  })

  it('keep the cached counts when the event has none (a guest’s channel)', () => {
    expect(withLiveFigures(post, { total_votes: 5, status: 'active' }).vote_counts).toEqual(post.vote_counts)
  })

  it('ignore an event older than the card', () => {
    expect(withLiveFigures(post, { total_votes: 2, status: 'active' })).toBe(post)
  })

  it('take a status change at the same total (a moderator closed it)', () => {
    expect(withLiveFigures(post, { total_votes: 3, status: 'passive' }).status).toBe('passive')
  })
})
