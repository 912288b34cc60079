import type { Plugin, Rollup } from 'vite'

/** The modules of `bundle` whose file is under `directory`. */
export function modulesUnder(bundle: Rollup.OutputBundle, directory: string): string[] {
  const prefix = directory.replaceAll('\\', '/').replace(/\/?$/, '/')
  return Object.values(bundle).flatMap((output) =>
    output.type === 'chunk' ? output.moduleIds.filter((id) => id.replaceAll('\\', '/').startsWith(prefix)) : [],
  )
}

/**
 * Fails the build when a module of a remote's source (`directory`) got into it: the member app is
 * a remote of its own build, loaded through module federation (docs/adr/0031-module-federation.md);
 * an import of its source would quietly make it part of the shell again.
 */
export function withoutRemoteSource(directory: string): Plugin {
  return {
    name: 'dilemma-without-remote-source',
    apply: 'build',
    generateBundle(_options, bundle) {
      const found = modulesUnder(bundle, directory)
      if (found.length > 0) {
        this.error(
          `The shell's build must not contain the remote's source (${directory}): ${found.slice(0, 5).join(', ')}`,
        )
      }
    },
  }
}
