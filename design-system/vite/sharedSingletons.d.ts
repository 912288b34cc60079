export interface SharedModule {
  requiredVersion: string
  singleton?: true
  /** `false`: consume the host's copy only (never bundled by this app). */
  import?: false
}

export function sharedSingletons(
  packageJson: { dependencies: Record<string, string> },
  role: 'host' | 'remote',
): Record<string, SharedModule>
