import { describe, expect, it } from 'vitest'
import { descriptionPreview } from './descriptionPreview'

describe('descriptionPreview', () => {
  it('keeps a description of up to 100 characters as it is', () => {
    const hundred = 'x'.repeat(100)
    expect(descriptionPreview(hundred)).toBe(hundred)
    expect(descriptionPreview('Short.')).toBe('Short.')
  })

  it('cuts a longer one at 100 characters and adds an ellipsis', () => {
    expect(descriptionPreview('y'.repeat(101))).toBe(`${'y'.repeat(100)}…`)
  })

  it('does not break the last word when it cuts', () => {
    const description = `${'word '.repeat(19)}ending beyond the limit`
    const preview = descriptionPreview(description)
    expect(preview).toBe(`${'word '.repeat(19).trimEnd()}…`)
    expect(Array.from(preview).length).toBeLessThanOrEqual(101)
  })
})
