export interface SharedSingleton {
  singleton: true
  requiredVersion: string
}

export function sharedSingletons(packageJson: { dependencies: Record<string, string> }): Record<string, SharedSingleton>
