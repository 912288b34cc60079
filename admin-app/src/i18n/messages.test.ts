import { translationProblems } from '@dilemma/design-system/testing/translationProblems'
import { describe, expect, it } from 'vitest'
import { adminMessages } from './messages'

describe('admin translations', () => {
  it('have every key in de, en and tr, none empty', () => {
    expect(translationProblems(adminMessages, ['admin.'])).toEqual([])
  })
})
