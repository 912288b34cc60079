/*
 * The VAPID key pair that signs our pushes (RFC 8292). When the environment provides none, a pair
 * is generated on first start and kept in backend/tmp/vapid-keys.json (gitignored), as APP_KEY is:
 * a new pair would orphan every browser's subscription, so it must survive restarts.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import webpush from 'web-push'
import { backendTmpPath } from '#services/system/backend_paths'

export interface VapidKeys {
  publicKey: string
  privateKey: string
}

export function loadOrCreateVapidKeys(filePath = backendTmpPath('vapid-keys.json')): VapidKeys {
  if (existsSync(filePath)) {
    const stored = JSON.parse(readFileSync(filePath, 'utf8')) as Partial<VapidKeys>
    if (stored.publicKey && stored.privateKey) return { publicKey: stored.publicKey, privateKey: stored.privateKey }
  }
  const generated = webpush.generateVAPIDKeys()
  mkdirSync(dirname(filePath), { recursive: true })
  writeFileSync(filePath, JSON.stringify(generated), { mode: 0o600 })
  return generated
}
