import { describe, expect, it } from 'vitest'
import { addTag } from './tagRules'

describe('addTag', () => {
  it('adds up to three tags', () => {
    expect(addTag(['Kinder', 'Beruf'], 'Familie')).toEqual({ tags: ['Kinder', 'Beruf', 'Familie'] })
  })

  it('refuses a fourth tag', () => {
    expect(addTag(['a', 'b', 'c'], 'd')).toEqual({ tags: ['a', 'b', 'c'], refusal: 'tooMany' })
  })

  it('refuses a tag chosen already, whatever its case', () => {
    expect(addTag(['Kinder'], 'kinder')).toEqual({ tags: ['Kinder'], refusal: 'duplicate' })
  })
})
