import type { BadgeType } from '@dilemma/api-client'
import { FAMILY_GLYPHS, LOCK_GLYPH, LOCKED_COLORS, tierColors, tierPipPositions } from './badgeArt'
import type { Glyph } from './badgeArt'

export interface BadgeIconProps {
  type: BadgeType
  /** 1-based tier within its type: sets the medal's colour and its pips. */
  tier: number
  /** A badge not earned yet: grey medal with a padlock instead of the family's glyph. */
  locked?: boolean
  /** Width and height in pixels. */
  size?: number
  /** The accessible name; without it the icon is decorative (the text next to it names the badge). */
  label?: string
}

/**
 * A badge's medal drawn as inline SVG: the family's glyph on a disc in the tier's colour, with one
 * pip per tier on the rim. No image files, so it is crisp at any size and costs no request.
 */
export function BadgeIcon({ type, tier, locked = false, size = 48, label }: BadgeIconProps) {
  const colors = locked ? LOCKED_COLORS : tierColors(tier)
  const glyph = locked ? LOCK_GLYPH : FAMILY_GLYPHS[type]
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true }
  return (
    <svg
      viewBox="0 0 64 64"
      width={size}
      height={size}
      data-badge-type={type}
      data-badge-tier={tier}
      data-locked={locked || undefined}
      focusable="false"
      {...a11y}
    >
      <circle cx="32" cy="32" r="30" fill={colors.rim} />
      <circle cx="32" cy="32" r="23.5" fill={colors.face} />
      {/* A soft highlight across the upper face gives the flat disc some depth. */}
      <path d="M12 29a20 20 0 0 1 40 0 36 30 0 0 0-40 0z" fill={colors.shine} opacity="0.3" />
      <GlyphShape glyph={glyph} />
      {!locked &&
        tierPipPositions(tier).map(({ x, y }) => (
          <circle key={`${x},${y}`} cx={x} cy={y} r="1.7" fill={colors.shine} />
        ))}
    </svg>
  )
}

function GlyphShape({ glyph }: { glyph: Glyph }) {
  return (
    <g fill="#fff" stroke="#fff">
      {glyph.fill && <path d={glyph.fill} strokeWidth="0" />}
      {glyph.stroke && (
        <path d={glyph.stroke} fill="none" strokeWidth="3.5" strokeLinecap="round" strokeLinejoin="round" />
      )}
    </g>
  )
}
