import { describe, expect, it } from 'vitest'
import { categoryName } from './categoryNames'

describe('categoryName', () => {
  it('names a product category in each language', () => {
    const family = { slug: 'family', name: 'Family' }
    expect(categoryName(family, 'de')).toBe('Familie')
    expect(categoryName(family, 'en')).toBe('Family')
    expect(categoryName(family, 'tr')).toBe('Aile')
    expect(categoryName({ slug: 'self-care', name: 'Self-care' }, 'tr')).toBe('Öz bakım')
  })

  it('keeps the stored name of a category an admin added later', () => {
    expect(categoryName({ slug: 'school', name: 'Schule' }, 'en')).toBe('Schule')
  })
})
