/*
 * Where the body parser writes uploaded files until the request ends
 * (remove_upload_temp_files_middleware.ts removes them). A folder of our own under the system's
 * temporary folder (TMPDIR), so what is left there is ours and can be counted.
 */
import { randomUUID } from 'node:crypto'
import { mkdirSync } from 'node:fs'
import { readdir, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

export const UPLOAD_TEMP_FOLDER = join(tmpdir(), 'dilemma-uploads')

/** A new temporary path; the folder is (re)created each time, as system cleaners may remove it. */
export function newUploadTempPath(): string {
  mkdirSync(UPLOAD_TEMP_FOLDER, { recursive: true })
  return join(UPLOAD_TEMP_FOLDER, randomUUID())
}

/** Older than this, a temp file was left by a process that died mid-upload (an upload takes seconds). */
const STALE_AFTER_MS = 60 * 60 * 1000

/**
 * Removes what a killed process left behind (its requests never ended, so the cleanup middleware
 * never ran); run at start-up. Younger files may belong to another process's requests in flight.
 */
export async function removeStaleUploadTempFiles(folder = UPLOAD_TEMP_FOLDER, now = Date.now()): Promise<number> {
  const names = await readdir(folder).catch(() => [])
  let removed = 0
  for (const name of names) {
    const path = join(folder, name)
    const stats = await stat(path).catch(() => null)
    if (stats?.isFile() && now - stats.mtimeMs > STALE_AFTER_MS) {
      await rm(path, { force: true })
      removed += 1
    }
  }
  return removed
}
