import { brandColors } from '@dilemma/design-system/brand-colors'
import { existsSync, readdirSync } from 'node:fs'
import { VitePWA } from 'vite-plugin-pwa'
import { CLIENT_PATHS } from '@dilemma/contract/client-paths'

/**
 * The web app manifest and the service worker (shell/sw/sw.ts) of the installable app.
 * docs/adr/0030-service-worker.md.
 *
 * The member remote is built before the shell (scripts/build.mjs): its hashed files join the
 * precache, under the address the backend serves them at (their names carry their hash: no
 * revision). Its remoteEntry.js has no hash: the worker fetches it at install and network first
 * (sw.ts). The admin remote's files are cached when first used.
 */
export function installableApp(memberDist: string) {
  return VitePWA({
    strategies: 'injectManifest',
    srcDir: 'sw',
    filename: 'sw.ts',
    // The page registers the worker itself, after load (src/features/pwa/registerServiceWorker.ts).
    injectRegister: false,
    registerType: 'prompt',
    manifestFilename: 'manifest.webmanifest',
    manifest: {
      id: '/',
      name: 'Dilemma',
      short_name: 'Dilemma',
      description: 'Dilemma – quick decisions, honest opinions.',
      lang: 'de',
      start_url: CLIENT_PATHS.feed,
      scope: '/',
      display: 'standalone',
      theme_color: brandColors.theme,
      background_color: brandColors.background,
      icons: [
        { src: '/pwa-192x192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/pwa-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/pwa-maskable-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    injectManifest: {
      globPatterns: ['index.html', 'favicon.svg', 'pwa-*.png', 'assets/**/*.{js,css,woff2}'],
      additionalManifestEntries: remoteAssets(memberDist, '/apps/member/'),
      // The service worker build needs none of the app's plugins (federation, messages).
      plugins: [],
    },
    devOptions: { enabled: false },
  })
}

/** Precache entries (workbox's ManifestEntry) for the hashed files of a remote's build. */
function remoteAssets(dist: string, prefix: string): { url: string; revision: null }[] {
  const assets = `${dist}/assets`
  if (!existsSync(assets)) return []
  return readdirSync(assets, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(js|css|woff2)$/.test(file))
    .sort()
    .map((file) => ({ url: `${prefix}assets/${file.replaceAll('\\', '/')}`, revision: null }))
}
