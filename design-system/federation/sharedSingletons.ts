// Build-time helper for the three vite.config.ts files: ONE list of module-federation
// singletons (see docs/decisions.md), with versions taken from the app's own package.json.
const singletonNames = [
  'react',
  'react-dom',
  'react-router',
  'react-intl',
  '@tanstack/react-query',
  '@dilemma/design-system',
  '@dilemma/api-client',
] as const

interface PackageJson {
  dependencies: Record<string, string>
}

export function sharedSingletons({ dependencies }: PackageJson) {
  return Object.fromEntries(
    singletonNames.map((name) => {
      const requiredVersion = dependencies[name]
      if (!requiredVersion) throw new Error(`${name} must be a dependency of every federated app`)
      return [name, { singleton: true, requiredVersion }]
    }),
  )
}
