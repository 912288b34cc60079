// The brand colours outside the Mantine theme: the browser's theme colour (<meta name="theme-color">,
// the web app manifest) and the page background. Plain JavaScript because Node loads vite configs'
// dependencies without a TypeScript step; theme.ts takes rose.7 from here.
export const brandColors = Object.freeze({
  /** rose.7, the primary colour's light shade (src/theme.ts). */
  theme: '#c73a6a',
  /** Mantine's light-scheme body background. */
  background: '#ffffff',
  /** rose.0 and rose.2: light surfaces and the option outlines (src/theme.ts). */
  roseLightest: '#fff0f4',
  roseLight: '#fcc0d0',
  /** Secondary ("dimmed") text of the light scheme (src/theme.ts). */
  dimmedText: '#61686f',
  /** Mantine's dark.6 and black: body text and headings on white. */
  text: '#2e2e2e',
  heading: '#000000',
})
