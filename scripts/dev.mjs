// `npm run dev`: the API in watch mode plus the three Vite dev servers with hot reload (the shell,
// the member remote, the admin remote). Open the shell at http://localhost:5173; it proxies /api to
// the backend and /apps/* to the remotes.
import { spawn } from 'node:child_process'
import { npmCommand, repoRoot } from './lib.mjs'

const processes = [
  ['backend', 'dev'],
  ['member-app', 'dev'],
  ['admin-app', 'dev'],
  ['shell', 'dev'],
].map(([workspace, script]) =>
  spawn(npmCommand, ['run', script, '-w', workspace], {
    cwd: repoRoot,
    stdio: 'inherit',
    // NODE_ENV=development: the API logs through pino-pretty (config/logger.ts), not JSON lines.
    env: {
      ...process.env,
      NODE_ENV: process.env.NODE_ENV ?? 'development',
      DEMO_SEED: process.env.DEMO_SEED ?? 'true',
    },
  }),
)

function stopAll() {
  for (const child of processes) child.kill('SIGTERM')
}
process.on('SIGINT', stopAll)
process.on('SIGTERM', stopAll)
for (const child of processes) child.on('exit', stopAll)
