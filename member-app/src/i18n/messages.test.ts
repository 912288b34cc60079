import { translationProblems } from '@dilemma/design-system/testing/translationProblems'
import { describe, expect, it } from 'vitest'
import { memberMessages } from './messages'

describe('member translations', () => {
  it('have every key in de, en and tr, none empty', () => {
    expect(translationProblems(memberMessages, ['member.'])).toEqual([])
  })
})
