import { precompileMessages } from '@dilemma/design-system/vite/precompileMessages'
import react from '@vitejs/plugin-react'
import { fileURLToPath } from 'node:url'
import { defaultServerConditions } from 'vite'
import { defineConfig } from 'vitest/config'

const fromHere = (path: string) => fileURLToPath(new URL(path, import.meta.url))

/**
 * The server's first screen (docs/adr/0026-first-screen-take-over.md): the shell's and the member
 * remote's own source rendered by React on the server, one self-contained module for Node that the
 * backend imports (`dist-first-screen/renderFirstScreen.js`). Built after the browser builds, from
 * the same source, so the server's markup and the browser's can never drift.
 */
export default defineConfig({
  resolve: {
    conditions: ['source', ...defaultServerConditions],
    alias: [
      { find: 'member/routes', replacement: fromHere('../member-app/src/routes.tsx') },
      { find: 'member/firstScreenQueries', replacement: fromHere('../member-app/src/firstScreenQueries.ts') },
      // The member remote's own `@/` alias (member-app/vite.config.ts): its source imports by it.
      { find: /^@\//, replacement: fromHere('../member-app/src/') },
    ],
  },
  plugins: [react(), precompileMessages()],
  ssr: { noExternal: true, resolve: { conditions: ['source', ...defaultServerConditions] } },
  build: {
    ssr: fromHere('src/server/renderFirstScreen.tsx'),
    outDir: 'dist-first-screen',
    target: 'node20',
    emptyOutDir: true,
  },
  // Its tests (`npm test`): the server's render of the real screens, in Node.
  test: { include: ['src/server/**/*.test.tsx'], environment: 'node', testTimeout: 40_000 },
})
