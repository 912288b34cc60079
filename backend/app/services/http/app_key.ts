/*
 * APP_KEY signs and encrypts cookies. When the environment does not provide one, a random key
 * is generated on first start and kept in backend/tmp/app-key (gitignored), so sessions
 * survive restarts without anybody committing a secret.
 */
import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import { backendTmpPath } from '#services/system/backend_paths'

const MINIMUM_LENGTH = 32

export function loadOrCreateAppKey(filePath = backendTmpPath('app-key')): string {
  if (existsSync(filePath)) {
    const stored = readFileSync(filePath, 'utf8').trim()
    if (stored.length >= MINIMUM_LENGTH) return stored
  }
  const generated = randomBytes(32).toString('base64url')
  mkdirSync(dirname(filePath), { recursive: true })
  writeFileSync(filePath, generated, { mode: 0o600 })
  return generated
}
