// Builds every workspace in dependency order: libraries, the remotes (member, admin), the shell
// (after the member remote: its service worker precaches the remote's files), backend, CLI. One line per workspace built; the tools' own output only for a failed
// step, or for all with `--verbose`.
import { join } from 'node:path'
import { npmCommand, repoRoot, runCollectingOutput } from './lib.mjs'
import { precompress } from './precompress.mjs'

const steps = [
  ['api-client', 'build'],
  ['member-app', 'build'],
  ['admin-app', 'build'],
  ['admin-app', 'build:standalone'],
  ['shell', 'build'],
  ['backend', 'build'],
  ['admin-cli', 'build'],
]

/**
 * @module-federation/vite 1.23 keeps only the exports a remote uses of an `import: false` share
 * (design-system's widgets), deciding once it believes the module graph is parsed: 10 ms without
 * a module event. Now and then it decides before a lazy screen is parsed, drops exports that
 * screen imports, and the build fails with MISSING_EXPORT on the plugin's `__loadShare__` module.
 * That failure, and only that one, is built again once (docs/adr/0031-module-federation.md).
 */
function isLoadShareExportRace(output = '') {
  return output.includes('MISSING_EXPORT') && output.includes('is not exported by') && output.includes('__loadShare__')
}

const echo = process.argv.includes('--verbose')

async function build(workspace, script) {
  const args = ['run', script, '-w', workspace, '--silent']
  try {
    await runCollectingOutput(npmCommand, args, { echo })
  } catch (error) {
    if (!isLoadShareExportRace(error.output)) throw error
    console.log(`↻ ${workspace} ${script}: the federation plugin dropped shared exports too early; building again`)
    await runCollectingOutput(npmCommand, args, { echo })
  }
}

const started = Date.now()
for (const [workspace, script] of steps) {
  const stepStarted = Date.now()
  try {
    await build(workspace, script)
  } catch (error) {
    if (!echo && error.output) process.stderr.write(error.output)
    console.error(`✗ ${workspace} ${script}: ${error.message}`)
    process.exit(1)
  }
  console.log(`✓ ${workspace} ${script} (${((Date.now() - stepStarted) / 1000).toFixed(1)} s)`)
}

// After the shell's build, whose service worker precache list must not name the copies.
const precompressStarted = Date.now()
const served = ['shell', 'member-app', 'admin-app'].map((workspace) => join(repoRoot, workspace, 'dist'))
const precompressed = await precompress(served)
console.log(
  `✓ brotli 11 and gzip 9 copies of ${precompressed} files (${((Date.now() - precompressStarted) / 1000).toFixed(1)} s)`,
)
console.log(`Build finished in ${((Date.now() - started) / 1000).toFixed(1)} s`)
