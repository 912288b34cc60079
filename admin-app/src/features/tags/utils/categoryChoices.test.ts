import type { Category } from '@dilemma/api-client'
import { describe, expect, it } from 'vitest'
import { categoryChoices, chosenCategory } from './categoryChoices'

const category = (id: number, name: string): Category => ({ id, name, slug: name.toLowerCase(), post_count: 0 })
const family = category(2, 'Family')
const uncategorised = category(5, 'Uncategorised')
const work = category(7, 'Work')
const aiGenerated: Category = { id: 11, name: 'AI Generated', slug: 'ai-generated', post_count: 3 }

describe('categoryChoices', () => {
  it('leaves out the uncategorised and the "AI Generated" category and keeps the order', () => {
    expect(categoryChoices([family, uncategorised, aiGenerated, work])).toEqual([family, work])
  })
})

describe('chosenCategory', () => {
  it('is the category of the chosen id', () => {
    expect(chosenCategory([family, work], '7')).toBe(work)
  })

  it('is undefined when nothing or an unknown id is chosen', () => {
    expect(chosenCategory([family, work], null)).toBeUndefined()
    expect(chosenCategory([family, work], '')).toBeUndefined()
    expect(chosenCategory([family, work], '5')).toBeUndefined()
  })
})
