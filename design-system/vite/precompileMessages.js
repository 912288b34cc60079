// Vite build plugin: turns every `<language>.json` catalogue in an `i18n` folder under `src/`
// (the app's `src/i18n/` and each feature's `src/features/<feature>/i18n/`) into react-intl's compiled
// message AST, so the browser never needs the ICU message parser (about 7 KB gzip of the first page).
// With `dropParser` (for the build that bundles react-intl) the parser is aliased to its no-parser
// build. Builds only: dev and tests keep plain strings and the parser.
import { parse } from '@formatjs/icu-messageformat-parser'
import { createRequire } from 'node:module'

const catalogueFile = /[\\/]src[\\/](?:.+[\\/])?i18n[\\/][a-z]{2}\.json$/
const require = createRequire(import.meta.url)

/**
 * @param {{ dropParser?: boolean }} [options]
 * @returns {import('vite').Plugin}
 */
export function precompileMessages({ dropParser = false } = {}) {
  return {
    name: 'dilemma:precompile-messages',
    apply: 'build',
    enforce: 'pre',
    config() {
      if (!dropParser) return
      const noParser = require.resolve('@formatjs/icu-messageformat-parser/no-parser.js')
      return { resolve: { alias: { '@formatjs/icu-messageformat-parser': noParser } } }
    },
    transform(source, id) {
      if (!catalogueFile.test(id)) return null
      /** @type {Record<string, string>} */
      const messages = JSON.parse(source)
      const compiled = Object.fromEntries(Object.entries(messages).map(([key, text]) => [key, parse(text)]))
      return { code: JSON.stringify(compiled), map: null }
    },
  }
}
