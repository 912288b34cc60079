import { describe, expect, it } from 'vitest'
import { postFixture } from '@/testing/postFixture'
import {
  canEditPost,
  decidedOption,
  isPollClosed,
  pollOptionsOf,
  remainingHours,
  resultsVisible,
  voteEligibility,
} from './pollRules'

const now = new Date('2026-01-02T12:00:00.000Z')

describe('poll rules', () => {
  it('lists only the options with text, with counts and the reader’s choice', () => {
    const post = postFixture({ option_c: 'Oma', user_choice: 'c', vote_counts: { a: 1, b: 0, c: 5, d: 0 } })
    expect(pollOptionsOf(post)).toEqual([
      { letter: 'a', text: 'Kita um die Ecke', imageUrl: null, votes: 1, chosen: false },
      { letter: 'b', text: 'Tagesmutter', imageUrl: null, votes: 0, chosen: false },
      { letter: 'c', text: 'Oma', imageUrl: null, votes: 5, chosen: true },
    ])
  })

  it('rounds the remaining hours up and shows 0 when due', () => {
    expect(remainingHours('2026-01-02T13:00:00.000Z', now)).toBe(1)
    expect(remainingHours('2026-01-02T13:00:01.000Z', now)).toBe(2)
    expect(remainingHours('2026-01-02T12:00:00.001Z', now)).toBe(1)
    expect(remainingHours('2026-01-02T11:00:00.000Z', now)).toBe(0)
  })

  it('treats passive polls, reached vote limits and passed deadlines as closed', () => {
    expect(isPollClosed(postFixture(), now)).toBe(false)
    expect(isPollClosed(postFixture({ status: 'passive' }), now)).toBe(true)
    expect(isPollClosed(postFixture({ vote_limit: 11, total_votes: 11 }), now)).toBe(true)
    expect(isPollClosed(postFixture({ vote_limit: null, time_limit: '2026-01-02T11:59:59.000Z' }), now)).toBe(true)
  })

  it('says who may vote', () => {
    expect(voteEligibility(postFixture(), true, now)).toBe('open')
    expect(voteEligibility(postFixture(), false, now)).toBe('guest')
    expect(voteEligibility(postFixture({ user_choice: 'a' }), true, now)).toBe('voted')
    expect(voteEligibility(postFixture({ status: 'passive' }), false, now)).toBe('closed')
    expect(voteEligibility(postFixture({ is_owner: true }), true, now)).toBe('owner')
  })

  it('shows results after a vote, on a finished poll with votes, or to the owner on her profile', () => {
    expect(resultsVisible(postFixture(), {}, now)).toBe(false)
    expect(resultsVisible(postFixture({ user_choice: 'b' }), {}, now)).toBe(true)
    expect(resultsVisible(postFixture({ status: 'passive' }), {}, now)).toBe(true)
    expect(resultsVisible(postFixture({ status: 'passive', total_votes: 0 }), {}, now)).toBe(false)
    expect(resultsVisible(postFixture({ is_owner: true }), {}, now)).toBe(false)
    expect(resultsVisible(postFixture({ is_owner: true }), { ownerView: true }, now)).toBe(true)
  })

  it('lets the owner edit only while there are no votes', () => {
    expect(canEditPost(postFixture({ is_owner: true, total_votes: 0 }))).toBe(true)
    expect(canEditPost(postFixture({ is_owner: true, total_votes: 1 }))).toBe(false)
    expect(canEditPost(postFixture({ is_owner: false, total_votes: 0 }))).toBe(false)
  })
})

describe('a decided poll', () => {
  it('is one whose leader the remaining votes cannot catch', () => {
    const poll = (a: number, b: number, limit: number | null) =>
      postFixture({ vote_limit: limit, vote_counts: { a, b, c: 0, d: 0 }, total_votes: a + b })
    expect(decidedOption(poll(8, 2, 11), now)).toBe('a')
    expect(decidedOption(poll(2, 7, 11), now)).toBe('b')
    // A tie is still possible: not decided.
    expect(decidedOption(poll(7, 2, 14), now)).toBeNull()
    expect(decidedOption(poll(7, 2, 13), now)).toBe('a')
    expect(decidedOption(poll(8, 2, null), now)).toBeNull()
    // Over: the card says closed instead.
    expect(decidedOption(poll(9, 2, 11), now)).toBeNull()
  })
})
