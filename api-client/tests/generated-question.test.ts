import { describe, expect, it } from 'vitest'
import { pollOfGeneratedQuestion } from '../src/index.js'

const question = {
  title: 'Back to work after parental leave?',
  description: 'The leave ends soon and the nursery has a place.',
}

describe('pollOfGeneratedQuestion', () => {
  it('makes a two-option poll with the single tag "AI Generated" and no limits', () => {
    expect(pollOfGeneratedQuestion({ ...question, options: ['Full time', 'Part time'] })).toEqual({
      title: 'Back to work after parental leave?',
      description: 'The leave ends soon and the nursery has a place.',
      option_a: 'Full time',
      option_b: 'Part time',
      tags: ['AI Generated'],
    })
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
    expect(request).not.toHaveProperty('vote_limit')
    expect(request).not.toHaveProperty('time_limit')
  })

  it('leaves option D out of a three-option poll', () => {
    const request = pollOfGeneratedQuestion({ ...question, options: ['Full time', 'Part time', 'Another year off'] })
    expect(request.option_c).toBe('Another year off')
    expect(request).not.toHaveProperty('option_d')
  })
})
