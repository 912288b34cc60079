// Vite build plugin: Mantine's own components take their ids from design-system's stableUseId,
// which keeps React's id instead of setting a random one after mounting (see that file).
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const mantineUseId = /[\\/]@mantine[\\/]hooks[\\/]esm[\\/]use-id[\\/]use-id\.mjs$/
const stableUseId = join(dirname(fileURLToPath(import.meta.url)), '../src/mantine/stableUseId.ts')

/** @returns {import('vite').Plugin} */
export function mantineStableIds() {
  return {
    name: 'dilemma:mantine-stable-ids',
    enforce: 'pre',
    load(id) {
      return mantineUseId.test(id) ? `export { useId } from ${JSON.stringify(stableUseId)}` : null
    },
  }
}
