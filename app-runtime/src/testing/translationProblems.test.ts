import { describe, expect, it } from 'vitest'
import { translationProblems } from './translationProblems'

describe('translationProblems', () => {
  it('accepts complete catalogues', () => {
    expect(translationProblems({ de: { 'a.x': 'Hallo' }, en: { 'a.x': 'Hello' } }, ['a.'])).toEqual([])
  })

  it('reports missing, empty and foreign keys', () => {
    const problems = translationProblems({ de: { 'a.x': 'Hallo', 'b.y': 'Fremd' }, en: { 'a.x': ' ' } }, ['a.'])
    expect(problems).toEqual(['a.x: empty in en', 'b.y: foreign prefix', 'b.y: missing in en'])
  })
})
