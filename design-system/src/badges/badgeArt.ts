import type { BadgeType } from '@dilemma/api-client'

/** The colours of one tier's medal: face, rim (darker) and shine (lighter). */
export interface TierColors {
  face: string
  rim: string
  shine: string
}

/**
 * One colour per tier, rising in worth from bronze to a deep "legend" rose, so a tier reads at a
 * glance even at 24 px where the tier pips blur. The longest family (login streak) has nine tiers.
 */
const TIER_COLORS: readonly TierColors[] = [
  { face: '#c8793a', rim: '#8a4b1c', shine: '#e9a56b' }, // bronze
  { face: '#9aa7b4', rim: '#5f6b78', shine: '#d3dbe3' }, // silver
  { face: '#e0a916', rim: '#9c7205', shine: '#f7d56a' }, // gold
  { face: '#2e9e62', rim: '#1b6740', shine: '#7fd3a4' }, // emerald
  { face: '#2f6fdb', rim: '#1c4593', shine: '#86acf0' }, // sapphire
  { face: '#9d58bb', rim: '#6b3482', shine: '#cfa2e2' }, // amethyst (the brand's plum)
  { face: '#d6336c', rim: '#8f1d45', shine: '#f28db1' }, // ruby
  { face: '#23a6c7', rim: '#0f6a82', shine: '#9be3f5' }, // diamond
  { face: '#b2305e', rim: '#4a0f26', shine: '#f7c948' }, // legend: the brand's rose with a gold shine
]

/** Grey, for a badge not earned yet. */
export const LOCKED_COLORS: TierColors = { face: '#adb5bd', rim: '#6c757d', shine: '#dee2e6' }

/** The highest tier the art distinguishes; higher tiers (a future one) share its colours. */
export const TIER_COUNT = TIER_COLORS.length

/** The medal colours of a 1-based tier. */
export function tierColors(tier: number): TierColors {
  const index = Math.min(Math.max(Math.trunc(tier), 1), TIER_COUNT) - 1
  return TIER_COLORS[index]!
}

/**
 * Each family's white glyph on a 64 × 64 grid, centred on the medal: filled paths and stroked
 * outlines separately, so the shapes stay crisp from 24 px to 256 px.
 */
export interface Glyph {
  fill?: string
  stroke?: string
}

export const FAMILY_GLYPHS: Readonly<Record<BadgeType, Glyph>> = {
  // A flame: days in a row.
  LOGIN_STREAK: { fill: 'M32 15c2 7 10 10 10 19a10 10 0 0 1-20 0c0-5 2-8 5-10 0 4 1 6 3 7-1-6 0-11 2-16z' },
  // A speech bubble: questions asked.
  POST_COUNT: {
    fill: 'M21 19h22a5 5 0 0 1 5 5v12a5 5 0 0 1-5 5H31l-8 7v-7h-2a5 5 0 0 1-5-5V24a5 5 0 0 1 5-5z',
  },
  // A full heart: likes received.
  LIKES_RECEIVED: { fill: 'M32 46S18 38 18 27.5a7.5 7.5 0 0 1 14-3.7 7.5 7.5 0 0 1 14 3.7C46 38 32 46 32 46z' },
  // A ticked ballot: votes given.
  VOTES_GIVEN: { stroke: 'M21 20h22v24H21z M25.5 32.5l4.5 4.5 9-10' },
  // An open heart with a spark: likes given away.
  LIKES_GIVEN: {
    stroke: 'M30 45S17 37.5 17 28a7 7 0 0 1 13-3.5 7 7 0 0 1 13-0.5',
    fill: 'M42 31l2 5 5 2-5 2-2 5-2-5-5-2 5-2z',
  },
  // A bookmark: questions saved.
  POST_SAVE: { fill: 'M23 17h18a2 2 0 0 1 2 2v28l-11-7-11 7V19a2 2 0 0 1 2-2z' },
}

/** A padlock: the fallback art of a badge not earned yet. */
export const LOCK_GLYPH: Glyph = {
  fill: 'M22 30h20a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H22a2 2 0 0 1-2-2V32a2 2 0 0 1 2-2z',
  stroke: 'M26 30v-5a6 6 0 0 1 12 0v5',
}

/**
 * Where the tier pips sit: evenly along the medal's lower rim, centred, at most nine.
 * Returns centre points on the 64 × 64 grid.
 */
export function tierPipPositions(tier: number): Array<{ x: number; y: number }> {
  const count = Math.min(Math.max(Math.trunc(tier), 1), TIER_COUNT)
  const spread = Math.PI / 2.4 // the arc the pips may use, below the centre
  const step = count > 1 ? spread / (count - 1) : 0
  const radius = 26.5
  return Array.from({ length: count }, (_, index) => {
    const angle = Math.PI / 2 + (count > 1 ? spread / 2 - index * step : 0)
    return { x: round(32 + radius * Math.cos(angle)), y: round(32 + radius * Math.sin(angle)) }
  })
}

const round = (value: number) => Math.round(value * 100) / 100
