// Build-time helper for the three vite.config.ts files: ONE list of module-federation
// singletons (see docs/decisions.md), with versions taken from the app's own package.json.
// React Router, react-intl and TanStack Query are singletons too, inside design-system,
// which re-exports the parts the apps use (a whole shared package cannot be tree-shaken).
// Plain JavaScript because Node loads vite configs' dependencies without a TypeScript step.
const singletonNames = ['react', 'react-dom', '@dilemma/design-system', '@dilemma/api-client']

/** @param {{ dependencies: Record<string, string> }} packageJson */
export function sharedSingletons({ dependencies }) {
  return Object.fromEntries(
    singletonNames.map((name) => {
      const requiredVersion = dependencies[name]
      if (!requiredVersion) throw new Error(`${name} must be a dependency of every federated app`)
      return [name, { singleton: true, requiredVersion }]
    }),
  )
}
