// npm test's runner: a failing suite does not stop the ones after it, and the end names them all.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { runSuites } from '../runSuites.mjs'

const suite = (name, code) => ({ name, command: process.execPath, args: ['-e', `process.exit(${code})`] })

test('runs every suite and names each failure at the end', async (t) => {
  const lines = []
  t.mock.method(console, 'log', (line) => lines.push(line))

  const failed = await runSuites([suite('first', 1), suite('second', 0), suite('third', 3)])

  assert.deepEqual(failed, ['first', 'third'])
  const summary = lines.slice(lines.indexOf('\n=== Summary ===') + 1)
  assert.match(summary[0], /^FAIL {2}first \(\d+ s\): .*failed \(1\)$/)
  assert.match(summary[1], /^PASS {2}second /)
  assert.match(summary[2], /^FAIL {2}third .*failed \(3\)$/)
  assert.equal(summary[3], '2 of 3 suites failed')
})
