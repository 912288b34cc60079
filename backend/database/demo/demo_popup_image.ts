import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import sharp from 'sharp'
import { uploadsMount } from '#services/http/web_dist'

const SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="450">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="#f06595"/><stop offset="1" stop-color="#845ef7"/></linearGradient></defs>
  <rect width="800" height="450" fill="url(#g)"/>
  <circle cx="400" cy="190" r="90" fill="#ffffff" fill-opacity="0.9"/>
  <text x="400" y="215" font-size="80" text-anchor="middle" font-family="sans-serif" fill="#845ef7">?</text>
  <rect x="250" y="320" width="300" height="22" rx="11" fill="#ffffff" fill-opacity="0.8"/>
  <rect x="300" y="360" width="200" height="18" rx="9" fill="#ffffff" fill-opacity="0.6"/>
</svg>`

/** Renders the demo popup's picture into the uploads folder; returns its public URL. */
export async function writeDemoPopupImage(): Promise<string> {
  const directory = join(uploadsMount.directory, 'popups')
  await mkdir(directory, { recursive: true })
  await writeFile(join(directory, 'demo-welcome.png'), await sharp(Buffer.from(SVG)).png().toBuffer())
  return `${uploadsMount.prefix}popups/demo-welcome.png`
}
