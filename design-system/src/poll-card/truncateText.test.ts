import { describe, expect, it } from 'vitest'
import { truncateText } from './truncateText'

describe('truncateText', () => {
  it('keeps text up to the limit unchanged', () => {
    expect(truncateText('a'.repeat(40), 40)).toEqual({ text: 'a'.repeat(40), truncated: false })
  })

  it('cuts longer text at the last nearby space and adds an ellipsis', () => {
    expect(truncateText('Kita um die Ecke oder lieber die Tagesmutter mit kleiner Gruppe', 40)).toEqual({
      text: 'Kita um die Ecke oder lieber die…',
      truncated: true,
    })
  })

  it('cuts inside a long word when no space is near', () => {
    expect(truncateText('x'.repeat(45), 40)).toEqual({ text: `${'x'.repeat(40)}…`, truncated: true })
  })

  it('counts characters, not UTF-16 units', () => {
    expect(truncateText('😀'.repeat(3), 3).truncated).toBe(false)
  })
})
