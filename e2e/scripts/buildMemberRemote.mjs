// Builds the member remote from its own source with one English text changed, into another
// folder: `node e2e/scripts/buildMemberRemote.mjs <outDir> <messageId> <text>`. Runs in member-app/
// (its vite.config.ts, as `npm run build -w member-app` does); the source files stay as they are,
// a plugin changes the text as the catalogue is read.
import { readFile } from 'node:fs/promises'
import { build } from 'vite'

const [outDir, messageId, text] = process.argv.slice(2)
if (!outDir || !messageId || text === undefined) {
  console.error('usage: buildMemberRemote.mjs <outDir> <messageId> <text>')
  process.exit(2)
}

const englishCatalog = /[\\/]member-app[\\/]src[\\/]i18n[\\/]en\.json$/

/** Reads the English catalogue with `messageId` set to `text`, before any other plugin sees it. */
const changedText = {
  name: 'changed-text',
  enforce: 'pre',
  async load(id) {
    if (!englishCatalog.test(id)) return null
    const catalog = JSON.parse(await readFile(id, 'utf8'))
    if (!(messageId in catalog)) throw new Error(`member-app/src/i18n/en.json has no ${messageId}`)
    return JSON.stringify({ ...catalog, [messageId]: text })
  },
}

await build({ plugins: [changedText], build: { outDir, emptyOutDir: true }, logLevel: 'warn' })
