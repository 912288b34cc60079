/*
 * The installable app's service worker (built by vite-plugin-pwa's injectManifest into dist/sw.js,
 * served at /sw.js, scope /). docs/adr/0030-service-worker.md.
 *
 * - Precache: the shell's build and the member remote's hashed files (self.__WB_MANIFEST, listed
 *   at the shell's build from member-app/dist), plus index.html, the offline app shell.
 * - Page loads go to the network (the server localises index.html, renders the first screen and
 *   knows the status); when the network fails, or has not answered within PAGE_TIMEOUT_SECONDS,
 *   the precached app shell (the plain build, nobody's data) answers and the app loads its
 *   content from the API (offline: its offline notice). No page load is ever stored.
 * - The remotes' remoteEntry.js files carry no hash: network first, the cached copy only offline
 *   (the member remote's is fetched at install). Hashed files of a remote the precache does not
 *   list (the admin remote's, a member remote deployed after this worker) are cached when first used.
 * - /api and /uploads are never cached: no route matches them, so the browser fetches them as
 *   if there were no service worker.
 * - Pushed notices become notifications; a click opens the poll (./push.ts).
 * - A new build installs in the background and waits; the page's "new version" notice posts
 *   SKIP_WAITING when the member chooses to reload.
 */
/// <reference lib="webworker" />
import { CacheableResponsePlugin } from 'workbox-cacheable-response'
import { ExpirationPlugin } from 'workbox-expiration'
import { cleanupOutdatedCaches, PrecacheFallbackPlugin, precacheAndRoute } from 'workbox-precaching'
import { NavigationRoute, registerRoute } from 'workbox-routing'
import { CacheFirst, NetworkFirst, NetworkOnly } from 'workbox-strategies'
import type { PrecacheEntry } from 'workbox-precaching'
import { listenForPushes } from './push'

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<PrecacheEntry | string> }

const APP_SHELL = '/index.html'
/**
 * How long a page load waits for the server's answer (its headers) before the app shell answers:
 * a slow network's visitor gets the shell at once after it, then fresh content from the API.
 * docs/adr/0030-service-worker.md.
 */
const PAGE_TIMEOUT_SECONDS = 3
const REMOTE_ENTRY = /^\/apps\/(member|admin)\/(remoteEntry\.js|mf-manifest\.json)$/
/** Hashed files of a remote that the precache does not list (the admin remote's, a newer deploy's). */
const REMOTE_ASSET = /^\/apps\/(member|admin)\/assets\//
/** Never the app shell for these: API calls (Google sign-in is a page load), uploads, remotes. */
const NOT_APP_PAGES = [/^\/api(\/|$)/, /^\/uploads\//, /^\/apps\//]
const REMOTE_ENTRY_CACHE = 'dilemma-remote-entries'
/** Fetched into the remote-entry cache at install, so that the first offline visit finds it. */
const WARM_REMOTE_ENTRIES = ['/apps/member/remoteEntry.js']
const onlyComplete = new CacheableResponsePlugin({ statuses: [200] })

self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting()
})

// Registered before the precache route: page loads must not be answered by the precache's
// "/" → index.html rule while the network is there. NetworkOnly: a member's page is never stored.
registerRoute(
  new NavigationRoute(
    new NetworkOnly({
      networkTimeoutSeconds: PAGE_TIMEOUT_SECONDS,
      plugins: [new PrecacheFallbackPlugin({ fallbackURL: APP_SHELL })],
    }),
    { denylist: NOT_APP_PAGES },
  ),
)

cleanupOutdatedCaches()
precacheAndRoute(self.__WB_MANIFEST)

registerRoute(
  ({ url, sameOrigin }) => sameOrigin && REMOTE_ENTRY.test(url.pathname),
  new NetworkFirst({ cacheName: REMOTE_ENTRY_CACHE, plugins: [onlyComplete] }),
)

registerRoute(
  ({ url, sameOrigin }) => sameOrigin && REMOTE_ASSET.test(url.pathname),
  new CacheFirst({
    cacheName: 'dilemma-remote-assets',
    plugins: [onlyComplete, new ExpirationPlugin({ maxEntries: 300, purgeOnQuotaError: true })],
  }),
)

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(REMOTE_ENTRY_CACHE)
      .then((cache) => Promise.allSettled(WARM_REMOTE_ENTRIES.map((url) => cache.add(url))))
      .then(() => undefined),
  )
})

// The first install takes the open pages at once (nothing to replace); an update waits (above).
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()))

listenForPushes()
