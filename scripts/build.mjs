// Builds every workspace in dependency order: libraries, remotes, host, backend, CLI.
import { npmCommand, run } from './lib.mjs'

const steps = [
  ['api-client', 'build'],
  ['member-app', 'build'],
  ['admin-app', 'build'],
  ['admin-app', 'build:standalone'],
  ['shell', 'build'],
  ['backend', 'build'],
  ['admin-cli', 'build'],
]

const started = Date.now()
for (const [workspace, script] of steps) {
  const stepStarted = Date.now()
  await run(npmCommand, ['run', script, '-w', workspace, '--silent'])
  console.log(`✓ ${workspace} ${script} (${((Date.now() - stepStarted) / 1000).toFixed(1)} s)`)
}
console.log(`Build finished in ${((Date.now() - started) / 1000).toFixed(1)} s`)
