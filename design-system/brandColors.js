// The brand colours outside the Mantine theme: the browser's theme colour (<meta name="theme-color">,
// the web app manifest) and the page background. Plain JavaScript because Node loads vite configs'
// dependencies without a TypeScript step; theme.ts takes rose.7 from here.
export const brandColors = Object.freeze({
  /** rose.7, the primary colour's light shade (src/theme.ts). */
  theme: '#c73a6a',
  /** Mantine's light-scheme body background. */
  background: '#ffffff',
})
