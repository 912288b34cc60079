// Build-time helper for the three vite.config.ts files: ONE list of module-federation
// singletons (see docs/decisions.md), with versions taken from the app's own package.json.
// React Router, react-intl and TanStack Query are singletons too, inside app-runtime,
// which re-exports the parts the apps use (a whole shared package cannot be tree-shaken).
// Plain JavaScript because Node loads vite configs' dependencies without a TypeScript step.
const singletonNames = ['react', 'react-dom', '@dilemma/design-system', '@dilemma/api-client']

// design-system's entries kept off the first page (forms: the sign-in and registration inputs;
// widgets: the feed's and a poll's parts; extras: later screens' components and the badges;
// pickers: Select and NumberInput), apart so that each first screen loads only the inputs it shows
// (docs/decisions.md, issue 27). Only the host bundles them
// (singletons); a remote consumes the host's copy (`import: false`), so Mantine's internals exist
// once, and the plugin fetches one when a lazy screen's import() needs it instead of during the
// remote's init(). Not `singleton` in a remote: @module-federation/vite 1.23 would then treat the
// main entry as consumed by a peer and bundle it into the remote's share wrapper, fetched on every
// first page.
const laterEntries = [
  '@dilemma/design-system/forms',
  '@dilemma/design-system/widgets',
  '@dilemma/design-system/extras',
  '@dilemma/design-system/pickers',
]
// app-runtime the same way: design-system imports it, and a remote that bundled its own copy would
// fetch all of it on every first page (its share wrapper, 56 KB gzip; docs/decisions.md, issue 32).
const hostProvided = [...laterEntries, '@dilemma/app-runtime']

/**
 * @param {{ dependencies: Record<string, string> }} packageJson
 * @param {'host' | 'remote'} role
 */
export function sharedSingletons({ dependencies }, role) {
  const requiredVersion = (name) => {
    const version = dependencies[name]
    if (!version) throw new Error(`${name} must be a dependency of every federated app`)
    return version
  }
  const shared = Object.fromEntries(
    singletonNames.map((name) => [name, { singleton: true, requiredVersion: requiredVersion(name) }]),
  )
  const designSystemVersion = requiredVersion('@dilemma/design-system')
  for (const name of hostProvided) {
    const version = laterEntries.includes(name) ? designSystemVersion : requiredVersion(name)
    shared[name] =
      role === 'host' ? { singleton: true, requiredVersion: version } : { import: false, requiredVersion: version }
  }
  return shared
}
