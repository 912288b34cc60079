import { describe, expect, it } from 'vitest'
import { FAMILY_GLYPHS, LOCKED_COLORS, TIER_COUNT, tierColors, tierPipPositions } from './badgeArt'

describe('badge art', () => {
  it('gives every tier of the longest family its own colour, none of them grey', () => {
    const faces = Array.from({ length: TIER_COUNT }, (_, index) => tierColors(index + 1).face)
    expect(TIER_COUNT).toBe(9)
    expect(new Set(faces).size).toBe(9)
    expect(faces).not.toContain(LOCKED_COLORS.face)
  })

  it('keeps out-of-range tiers on the nearest tier colour', () => {
    expect(tierColors(0)).toEqual(tierColors(1))
    expect(tierColors(12)).toEqual(tierColors(9))
  })

  it('draws a distinct glyph for each of the six families', () => {
    const glyphs = Object.values(FAMILY_GLYPHS).map((glyph) => `${glyph.fill}|${glyph.stroke}`)
    expect(glyphs).toHaveLength(6)
    expect(new Set(glyphs).size).toBe(6)
  })

  it('puts one pip per tier on the lower rim, centred', () => {
    expect(tierPipPositions(1)).toEqual([{ x: 32, y: 58.5 }])
    const pips = tierPipPositions(7)
    expect(pips).toHaveLength(7)
    expect(pips[3]).toEqual({ x: 32, y: 58.5 })
    // Symmetric around the vertical axis, and all below the centre.
    expect(pips[0]!.x + pips[6]!.x).toBeCloseTo(64)
    expect(pips.every(({ y }) => y > 32)).toBe(true)
  })
})
