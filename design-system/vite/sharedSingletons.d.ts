export interface SharedModule {
  requiredVersion: string
  singleton?: true
  /** `false`: consume the host's copy only (never bundled by this app). */
  import?: false
}

/** The singletons the remote shares with the host, and bundles a copy of for itself. */
export const singletonNames: readonly string[]

/** The entries the remote takes from the host only. */
export const hostProvidedNames: readonly string[]

export function sharedSingletons(packageJson: { dependencies: Record<string, string> }): Record<string, SharedModule>

/** Every singleton taken from the host only (`import: false`): a remote that never runs alone. */
export function hostProvidedShares(packageJson: { dependencies: Record<string, string> }): Record<string, SharedModule>
