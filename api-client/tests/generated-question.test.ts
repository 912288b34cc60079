import { describe, expect, it } from 'vitest'
import { pollOfGeneratedQuestion } from '../src/index.js'

const question = {
  title: 'Back to work after parental leave?',
  description: 'The leave ends soon and the nursery has a place.',
}

describe('pollOfGeneratedQuestion', () => {
  it('makes a two-option poll with the single tag "AI Generated" that closes after 24 h', () => {
    expect(pollOfGeneratedQuestion({ ...question, options: ['Full time', 'Part time'] })).toEqual({
      title: 'Back to work after parental leave?',
      description: 'The leave ends soon and the nursery has a place.',
      option_a: 'Full time',
      option_b: 'Part time',
      tags: ['AI Generated'],
      time_limit: 24,
    })
  })

  it('takes a vote limit or another time limit instead of the 24 h', () => {
    const options = ['Full time', 'Part time']
    const byVotes = pollOfGeneratedQuestion({ ...question, options }, { vote_limit: 51 })
    expect(byVotes).toMatchObject({ vote_limit: 51 })
    expect(byVotes).not.toHaveProperty('time_limit')
    expect(pollOfGeneratedQuestion({ ...question, options }, { time_limit: 48 })).toMatchObject({ time_limit: 48 })
  })

  it('puts the options in the order A, B, C, D', () => {
    const request = pollOfGeneratedQuestion({
      ...question,
      options: ['Full time', 'Part time', 'Another year off', 'Quit'],
    })
    expect([request.option_a, request.option_b, request.option_c, request.option_d]).toEqual([
      'Full time',
      'Part time',
      'Another year off',
      'Quit',
    ])
  })

  it('leaves option D out of a three-option poll', () => {
    const request = pollOfGeneratedQuestion({ ...question, options: ['Full time', 'Part time', 'Another year off'] })
    expect(request.option_c).toBe('Another year off')
    expect(request).not.toHaveProperty('option_d')
  })
})
