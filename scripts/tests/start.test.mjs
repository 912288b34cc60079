// `npm start` on a port that is taken: whatever answers there (even a healthy Dilemma), it fails
// at once with one line naming the port and PORT=, exits non-zero and never says it is running.
import assert from 'node:assert/strict'
import { spawn } from 'node:child_process'
import { createServer } from 'node:http'
import { test } from 'node:test'
import { repoRoot } from '../lib.mjs'

function runStart(env) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['scripts/start.mjs'], { cwd: repoRoot, env: { ...process.env, ...env } })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (chunk) => (stdout += chunk))
    child.stderr.on('data', (chunk) => (stderr += chunk))
    child.once('close', (code) => resolve({ code, stdout, stderr }))
  })
}

test('npm start refuses a port another server answers on', async () => {
  const healthyOther = createServer((_request, response) => response.end('{"status":"ok"}'))
  await new Promise((resolve) => healthyOther.listen(0, '127.0.0.1', resolve))
  const { port } = healthyOther.address()
  try {
    const { code, stdout, stderr } = await runStart({ PORT: String(port), HOST: '127.0.0.1' })
    assert.notEqual(code, 0)
    assert.doesNotMatch(stdout, /is running/)
    const lines = stderr.trim().split('\n')
    assert.equal(lines.length, 1, stderr)
    assert.match(lines[0], new RegExp(`^Port ${port} on 127\\.0\\.0\\.1 is already in use: .*PORT=`))
  } finally {
    await new Promise((resolve) => healthyOther.close(resolve))
  }
})
