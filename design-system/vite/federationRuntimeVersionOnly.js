// Vite build plugin for the shell: @module-federation/vite's external-runtime plugin reads only
// `version` from @module-federation/runtime's package.json but imports the whole file, so its
// scripts, exports map and repository fields would ship on every first page. Keep the version.
const runtimePackageJson = /[\\/]@module-federation[\\/]runtime[\\/]package\.json$/

/** @returns {import('vite').Plugin} */
export function federationRuntimeVersionOnly() {
  return {
    name: 'dilemma:federation-runtime-version-only',
    enforce: 'pre',
    transform(source, id) {
      if (!runtimePackageJson.test(id)) return null
      return { code: JSON.stringify({ version: JSON.parse(source).version }), map: null }
    },
  }
}
