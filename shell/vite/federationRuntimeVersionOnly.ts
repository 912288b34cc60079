import type { Plugin } from 'vite'

const runtimePackageJson = /[\\/]@module-federation[\\/]runtime[\\/]package\.json$/

/**
 * @module-federation/vite's external-runtime plugin (which publishes the shell's runtime core to
 * the remotes) reads only `version` from @module-federation/runtime's package.json but imports the
 * whole file: its scripts, exports map and repository fields would ship on every page. Keeps the version.
 */
export function federationRuntimeVersionOnly(): Plugin {
  return {
    name: 'dilemma-federation-runtime-version-only',
    enforce: 'pre',
    transform(source, id) {
      if (!runtimePackageJson.test(id)) return null
      // Still JSON: Vite's JSON plugin makes the module of it.
      return { code: JSON.stringify({ version: (JSON.parse(source) as { version: string }).version }), map: null }
    },
  }
}
