// Build-time helper for the remotes' vite.config.ts (admin-app, member-app): ONE list of the
// module-federation singletons they take from the shell (docs/adr/0031-module-federation.md), with
// versions from their package.json. The shell provides each at run time
// (shell/src/features/remotes/loadRemotes.ts; a shell test checks that it provides every name
// listed here). React Router, react-intl and TanStack Query are singletons too, inside app-runtime,
// which re-exports the parts the apps use (a whole shared package cannot be tree-shaken). Plain
// JavaScript because Node loads vite configs' dependencies without a TypeScript step.
export const singletonNames = ['react', 'react-dom', '@dilemma/design-system', '@dilemma/api-client']

// design-system's entries kept off the first page (forms: the sign-in and registration inputs;
// widgets: the feed's and a poll's parts; extras: later screens' components and the badges;
// pickers: Select and NumberInput), and app-runtime: the remote consumes the shell's copy
// (`import: false`), so Mantine's internals exist once, and fetches one when a lazy screen's
// import() needs it instead of during the remote's init(). Not `singleton` in a remote:
// @module-federation/vite 1.23 would then treat the main entry as consumed by a peer and bundle it
// into the remote's share wrapper.
const laterEntries = [
  '@dilemma/design-system/forms',
  '@dilemma/design-system/widgets',
  '@dilemma/design-system/extras',
  '@dilemma/design-system/pickers',
]
export const hostProvidedNames = [...laterEntries, '@dilemma/app-runtime']

/** @param {{ dependencies: Record<string, string> }} packageJson */
export function sharedSingletons({ dependencies }) {
  const requiredVersion = (name) => {
    const version = dependencies[name]
    if (!version) throw new Error(`${name} must be a dependency of the remote`)
    return version
  }
  const shared = Object.fromEntries(
    singletonNames.map((name) => [name, { singleton: true, requiredVersion: requiredVersion(name) }]),
  )
  const designSystemVersion = requiredVersion('@dilemma/design-system')
  for (const name of hostProvidedNames) {
    const version = laterEntries.includes(name) ? designSystemVersion : requiredVersion(name)
    shared[name] = { import: false, requiredVersion: version }
  }
  return shared
}

/**
 * Every singleton taken from the shell only (`import: false`), none bundled: for the member remote,
 * which only ever runs inside the shell. No fallback copy, so no second React or design system can
 * be chosen, and no share wrapper carries a bundled copy (docs/adr/0031-module-federation.md).
 * @param {{ dependencies: Record<string, string> }} packageJson
 */
export function hostProvidedShares(packageJson) {
  return Object.fromEntries(
    Object.entries(sharedSingletons(packageJson)).map(([name, { requiredVersion }]) => [
      name,
      { import: false, requiredVersion },
    ]),
  )
}
