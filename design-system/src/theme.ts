import { Button, Container, Paper, createTheme } from '@mantine/core'
import type { MantineColorsTuple } from '@mantine/core'

/** Warm rose: the brand colour (buttons, links, highlights). */
const rose: MantineColorsTuple = [
  '#fff0f4',
  '#ffe0e8',
  '#fcc0d0',
  '#f79cb5',
  '#f17b9d',
  '#ec5f8a',
  '#e24c7d',
  '#c73a6a',
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

const fontStack = "'Nunito Variable', system-ui, -apple-system, 'Segoe UI', sans-serif"

export const dilemmaTheme = createTheme({
  colors: { rose, plum },
  primaryColor: 'rose',
  primaryShade: { light: 7, dark: 5 },
  fontFamily: fontStack,
  headings: { fontFamily: fontStack, fontWeight: '800' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  components: {
    Button: Button.extend({ defaultProps: { radius: 'xl' } }),
    Container: Container.extend({ defaultProps: { size: 'lg' } }),
    // Plain object: importing Modal here would pull it into the first page (it is lazy, see overlays/).
    Modal: { defaultProps: { centered: true, radius: 'lg' } },
    Paper: Paper.extend({ defaultProps: { radius: 'lg' } }),
    // Plain object too: TextInput (and Mantine's Input) is in `./widgets`, off the first page.
    TextInput: { defaultProps: { radius: 'md', size: 'md' } },
  },
})
