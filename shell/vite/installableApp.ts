import { brandColors } from '@dilemma/design-system/brand-colors'
import { VitePWA } from 'vite-plugin-pwa'

/**
 * The web app manifest and the service worker (shell/sw/sw.ts) of the installable app.
 * docs/decisions.md "Installable app (issue 16)".
 *
 * The precache holds the shell's build, the member app's screens included. The admin remote's files
 * are cached when first used.
 */
export function installableApp() {
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
      start_url: '/feed',
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
      // The service worker build needs none of the app's plugins (federation, messages).
      plugins: [],
    },
    devOptions: { enabled: false },
  })
}
