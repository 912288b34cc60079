import { translationProblems } from '@dilemma/app-runtime/testing/translationProblems'
import { describe, expect, it } from 'vitest'
import de from './de.json'
import en from './en.json'
import tr from './tr.json'

describe('admin translations', () => {
  it('have every key in de, en and tr, none empty', () => {
    expect(translationProblems({ de, en, tr }, ['admin.'])).toEqual([])
  })
})
