// `npm test`: every suite, even after one has failed; the failures are listed at the end.
import { npmCommand } from './lib.mjs'
import { runSuites } from './runSuites.mjs'

const npmRun = (name, script, workspace) => ({
  name,
  command: npmCommand,
  args: workspace ? ['run', script, '-w', workspace] : ['run', script],
})

const failed = await runSuites([
  npmRun('api-client build (the front ends test against it)', 'build:libs'),
  npmRun('backend', 'test', 'backend'),
  ...['api-client', 'app-runtime', 'design-system', 'shell', 'member-app', 'admin-app', 'admin-cli'].map((workspace) =>
    npmRun(workspace, 'test', workspace),
  ),
  npmRun('scripts (npm start)', 'test:scripts'),
])
process.exitCode = failed.length ? 1 : 0
