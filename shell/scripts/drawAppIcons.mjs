// Draws the installable app's PNG icons into shell/public/ from one SVG (the favicon's "D" on the
// brand rose). Run once when the mark changes: `node shell/scripts/drawAppIcons.mjs` (sharp is a
// dependency of the backend workspace, hoisted to the root node_modules). The PNGs are committed.
import { writeFile } from 'node:fs/promises'
import sharp from 'sharp'

const rose = '#c73a6a'

/** The favicon's mark; `scale` shrinks it into the maskable icon's safe zone (a circle of 80 %). */
function markSvg({ rounded, scale }) {
  const radius = rounded ? 128 : 0
  const fontSize = 272 * scale
  const baseline = 256 + fontSize * 0.35
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512">
  <rect width="512" height="512" rx="${radius}" fill="${rose}"/>
  <text x="256" y="${baseline}" font-family="DejaVu Sans, system-ui, sans-serif" font-size="${fontSize}"
    font-weight="800" fill="#fff" text-anchor="middle">D</text>
</svg>`
}

const icons = [
  { file: 'pwa-192x192.png', size: 192, rounded: true, scale: 1 },
  { file: 'pwa-512x512.png', size: 512, rounded: true, scale: 1 },
  // Maskable: full-bleed background, the letter well inside the safe zone.
  { file: 'pwa-maskable-512x512.png', size: 512, rounded: false, scale: 0.8 },
]

for (const { file, size, rounded, scale } of icons) {
  const png = await sharp(Buffer.from(markSvg({ rounded, scale })))
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toBuffer()
  await writeFile(new URL(`../public/${file}`, import.meta.url), png)
  console.log(`${file}: ${png.length} bytes`)
}
