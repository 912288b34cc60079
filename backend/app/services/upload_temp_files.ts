/*
 * Where the body parser writes uploaded files until the request ends
 * (remove_upload_temp_files_middleware.ts removes them). A folder of our own under the system's
 * temporary folder (TMPDIR), so what is left there is ours and can be counted.
 */
import { randomUUID } from 'node:crypto'
import { mkdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

export const UPLOAD_TEMP_FOLDER = join(tmpdir(), 'dilemma-uploads')

/** A new temporary path; the folder is (re)created each time, as system cleaners may remove it. */
export function newUploadTempPath(): string {
  mkdirSync(UPLOAD_TEMP_FOLDER, { recursive: true })
  return join(UPLOAD_TEMP_FOLDER, randomUUID())
}
