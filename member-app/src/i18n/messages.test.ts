import { translationProblems } from '@dilemma/design-system/testing/translationProblems'
import { describe, expect, it } from 'vitest'
import de from './catalogs/de'
import en from './catalogs/en'
import tr from './catalogs/tr'

describe('member translations', () => {
  it('have every key in de, en and tr, none empty', () => {
    expect(translationProblems({ de, en, tr }, ['member.'])).toEqual([])
  })
})
