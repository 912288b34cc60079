// One number for the release: the root package.json's version, carried by every workspace (the
// CLI prints its own, /api/health the backend's). `npm version <n> --workspaces
// --include-workspace-root --no-git-tag-version` changes them all at once.
import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { test } from 'node:test'
import { repoRoot } from '../lib.mjs'

const manifestOf = (folder) => JSON.parse(readFileSync(join(repoRoot, folder, 'package.json'), 'utf8'))

test('every workspace carries the release number of the root package.json', () => {
  const root = manifestOf('.')
  assert.match(root.version, /^\d+\.\d+\.\d+$/)
  assert.notEqual(root.version, '0.0.0')
  for (const workspace of root.workspaces) {
    assert.equal(manifestOf(workspace).version, root.version, workspace)
  }
})
