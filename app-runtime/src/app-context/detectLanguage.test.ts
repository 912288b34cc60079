import { describe, expect, it } from 'vitest'
import { detectLanguage } from './detectLanguage'

describe('detectLanguage', () => {
  it('prefers the stored choice over everything else', () => {
    expect(detectLanguage({ stored: 'tr', browserLanguages: ['en-US'], documentLanguage: 'de' })).toBe('tr')
  })

  it('ignores an unsupported stored value and uses the first supported browser language', () => {
    expect(detectLanguage({ stored: 'fr', browserLanguages: ['fr-FR', 'en-GB', 'de'], documentLanguage: 'de' })).toBe(
      'en',
    )
  })

  it('falls back to <html lang> when no browser language is supported', () => {
    expect(detectLanguage({ stored: null, browserLanguages: ['fr'], documentLanguage: 'tr-TR' })).toBe('tr')
  })

  it('falls back to German when nothing matches', () => {
    expect(detectLanguage({ stored: null, browserLanguages: [], documentLanguage: '' })).toBe('de')
  })
})
