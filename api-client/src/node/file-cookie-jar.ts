import { chmodSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import { CookieJar } from './cookie-jar.js'
import type { StoredCookie } from './stored-cookie.js'

const FILE_VERSION = 1

interface CookieFile {
  version: number
  cookies: StoredCookie[]
}

/**
 * A cookie jar kept in a JSON file readable only by its owner (0600, folder 0700), saved on every
 * change. Session cookies are kept too: for a CLI, the session spans many processes.
 */
export function openFileCookieJar(filePath: string): CookieJar {
  return new CookieJar(readCookies(filePath), (jar) => writeCookies(filePath, jar.cookies()))
}

function readCookies(filePath: string): StoredCookie[] {
  let text: string
  try {
    text = readFileSync(filePath, 'utf8')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return []
    throw error
  }
  try {
    const file = JSON.parse(text) as Partial<CookieFile>
    return file.version === FILE_VERSION && Array.isArray(file.cookies) ? file.cookies.filter(isStoredCookie) : []
  } catch {
    // A damaged session file only costs a new login, which rewrites it.
    return []
  }
}

function writeCookies(filePath: string, cookies: StoredCookie[]): void {
  mkdirSync(dirname(filePath), { recursive: true, mode: 0o700 })
  const file: CookieFile = { version: FILE_VERSION, cookies }
  // Write aside and rename, so a crash never leaves half a file; chmod because mode only applies on create.
  const temporaryPath = `${filePath}.${process.pid}.tmp`
  writeFileSync(temporaryPath, `${JSON.stringify(file, null, 2)}\n`, { mode: 0o600 })
  chmodSync(temporaryPath, 0o600)
  renameSync(temporaryPath, filePath)
}

function isStoredCookie(value: unknown): value is StoredCookie {
  if (typeof value !== 'object' || value === null) return false
  const cookie = value as Record<string, unknown>
  return (
    typeof cookie.name === 'string' &&
    typeof cookie.value === 'string' &&
    typeof cookie.domain === 'string' &&
    typeof cookie.hostOnly === 'boolean' &&
    typeof cookie.path === 'string' &&
    typeof cookie.secure === 'boolean' &&
    (cookie.expiresAt === null || typeof cookie.expiresAt === 'number')
  )
}
