import { Button, Container, Paper, createTheme } from '@mantine/core'
import type { CSSVariablesResolver, MantineColorsTuple } from '@mantine/core'
import { brandColors } from '../brandColors.js'

/** Warm rose: the brand colour (buttons, links, highlights). */
const rose: MantineColorsTuple = [
  brandColors.roseLightest,
  '#ffe0e8',
  brandColors.roseLight,
  '#f79cb5',
  '#f17b9d',
  '#ec5f8a',
  '#e24c7d',
  brandColors.theme,
  '#b2305e',
  '#9c2451',
]

/** Plum: the secondary colour (badges, premium accents, decorative surfaces). */
const plum: MantineColorsTuple = [
  '#f8f0fa',
  '#ecdff0',
  '#d8bce2',
  '#c297d3',
  '#af78c6',
  '#a364be',
  '#9d58bb',
  '#8849a4',
  '#7a3f93',
  '#6b3482',
]

/*
 * Mantine's status colours with their shades 7–9 darkened (same hues), so that white text on a
 * filled button (shade 7), red/green/orange text (shade 7) and a light alert or badge (shade 9 on
 * shade 1) reach WCAG AA's 4.5:1 (theme.contrast.test.ts checks every pair).
 */
const red: MantineColorsTuple = [
  '#fff5f5',
  '#ffe3e3',
  '#ffc9c9',
  '#ffa8a8',
  '#ff8787',
  '#ff6b6b',
  '#fa5252',
  '#c92a2a',
  '#b02525',
  '#a51d1d',
]

const green: MantineColorsTuple = [
  '#ebfbee',
  '#d3f9d8',
  '#b2f2bb',
  '#8ce99a',
  '#69db7c',
  '#51cf66',
  '#40c057',
  '#2a7f3b',
  '#247535',
  '#1f6b2f',
]

const orange: MantineColorsTuple = [
  '#fff4e6',
  '#ffe8cc',
  '#ffd8a8',
  '#ffc078',
  '#ffa94d',
  '#ff922b',
  '#fd7e14',
  '#c2410c',
  '#b53d0c',
  '#a3370b',
]

const yellow: MantineColorsTuple = [
  '#fff9db',
  '#fff3bf',
  '#ffec99',
  '#ffe066',
  '#ffd43b',
  '#fcc419',
  '#fab005',
  '#9c5700',
  '#8f4f00',
  '#7d4500',
]

/**
 * Secondary ("dimmed") text in the light scheme: Mantine's gray.6 (#868e96) has only 3.3:1 on
 * white; this gray of the same tone has 5.6:1 on white and 5.1:1 on the rose-0 surfaces.
 */
export const dimmedTextColor = brandColors.dimmedText

/** Input placeholders (Mantine: gray.5, 2.1:1 on white); a lighter gray than dimmed text, still 4.9:1. */
export const placeholderColor = '#6b7178'

/** The light scheme's dimmed text colour (passed to the MantineProvider). */
export const dilemmaCssVariables: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': dimmedTextColor, '--mantine-color-placeholder': placeholderColor },
  dark: {},
})

const fontStack = "'Nunito Variable', 'Nunito Fallback', system-ui, -apple-system, 'Segoe UI', sans-serif"

export const dilemmaTheme = createTheme({
  colors: { rose, plum, red, green, orange, yellow },
  primaryColor: 'rose',
  primaryShade: { light: 7, dark: 5 },
  fontFamily: fontStack,
  headings: { fontFamily: fontStack, fontWeight: '800' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  components: {
    Button: Button.extend({ defaultProps: { radius: 'xl' } }),
    // 24 px boxes: WCAG 2.2's minimum target size (Mantine's default sm is 20 px).
    Checkbox: { defaultProps: { size: 'md' } },
    Container: Container.extend({ defaultProps: { size: 'lg' } }),
    // Plain object: importing Modal here would pull it into the first page (it is lazy, see overlays/).
    Modal: { defaultProps: { centered: true, radius: 'lg' } },
    Paper: Paper.extend({ defaultProps: { radius: 'lg' } }),
    // Plain object too: TextInput (and Mantine's Input) is in `./widgets`, off the first page.
    TextInput: { defaultProps: { radius: 'md', size: 'md' } },
  },
})
