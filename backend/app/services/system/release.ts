/*
 * The release this server runs: the version of its package.json, which every workspace shares
 * with the repository's root (scripts/tests/releaseVersion.test.mjs holds them to one number).
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { backendRoot } from '#services/system/backend_paths'

export const releaseVersion: string = (
  JSON.parse(readFileSync(join(backendRoot, 'package.json'), 'utf8')) as { version: string }
).version
