import { DEFAULT_THEME } from '@mantine/core'
import { describe, expect, it } from 'vitest'
import { dilemmaCssVariables, dilemmaTheme, dimmedTextColor, placeholderColor } from './theme'

/** WCAG 2 relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const value = Number.parseInt(hex.slice(1), 16)
  const [r, g, b] = [value >> 16, (value >> 8) & 255, value & 255].map((channel) => {
    const c = channel / 255
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  })
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!
}

/** WCAG 2 contrast ratio of two colours (1 to 21). */
export function contrastRatio(foreground: string, background: string): number {
  const [lighter, darker] = [luminance(foreground), luminance(background)].sort((a, b) => b - a)
  return (lighter! + 0.05) / (darker! + 0.05)
}

const AA_NORMAL_TEXT = 4.5
const white = '#ffffff'
const colors = { ...DEFAULT_THEME.colors, ...dilemmaTheme.colors }
const shade = (color: string, index: number) => colors[color]![index]!
// The light scheme's filled shade (Mantine: filled = `color.<primaryShade>`, text = filled,
// light variant = `color.9` on `color.1`).
const filled = (dilemmaTheme.primaryShade as { light: number }).light

describe('the brand palette reaches WCAG AA (4.5:1) for the text it carries', () => {
  it('uses shade 7 as the filled shade in the light scheme', () => {
    expect(filled).toBe(7)
  })

  // The colours the apps use for buttons, badges, alerts and coloured text.
  const usedColors = ['rose', 'plum', 'red', 'green', 'orange', 'yellow', 'gray']

  it.each(usedColors)('%s: white text on the filled shade (filled buttons, badges)', (color) => {
    expect(contrastRatio(white, shade(color, filled))).toBeGreaterThanOrEqual(AA_NORMAL_TEXT)
  })

  it.each(usedColors)('%s: the light variant (shade 9 on shade 1: light buttons, alerts, badges)', (color) => {
    expect(contrastRatio(shade(color, 9), shade(color, 1))).toBeGreaterThanOrEqual(AA_NORMAL_TEXT)
  })

  it.each(usedColors)('%s: coloured text and links (shades 7–9) on white', (color) => {
    for (const index of [7, 8, 9])
      expect(contrastRatio(shade(color, index), white)).toBeGreaterThanOrEqual(AA_NORMAL_TEXT)
  })

  it('dark rose text (rose.8) on the pale rose surfaces (rose.0)', () => {
    expect(contrastRatio(shade('rose', 8), shade('rose', 0))).toBeGreaterThanOrEqual(AA_NORMAL_TEXT)
  })

  it('dimmed text on white, on the body gray and on the pale rose surfaces', () => {
    for (const background of [white, shade('gray', 0), shade('rose', 0)])
      expect(contrastRatio(dimmedTextColor, background)).toBeGreaterThanOrEqual(AA_NORMAL_TEXT)
  })

  it('input placeholders on white', () => {
    expect(contrastRatio(placeholderColor, white)).toBeGreaterThanOrEqual(AA_NORMAL_TEXT)
  })

  it('the provider sets the dimmed and placeholder colours in the light scheme', () => {
    const resolved = dilemmaCssVariables(dilemmaTheme as never)
    expect(resolved.light['--mantine-color-dimmed']).toBe(dimmedTextColor)
    expect(resolved.light['--mantine-color-placeholder']).toBe(placeholderColor)
  })

  it('computes contrast ratios like WCAG (black on white is 21:1, Mantine gray.6 on white fails)', () => {
    expect(contrastRatio('#000000', white)).toBeCloseTo(21, 5)
    expect(contrastRatio(DEFAULT_THEME.colors.gray[6], white)).toBeLessThan(AA_NORMAL_TEXT)
  })
})
