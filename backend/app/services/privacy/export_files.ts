/*
 * Where the data archives are kept: DATA_EXPORTS_DIR, else backend/tmp/exports. Never under the
 * uploads (which /uploads/ serves to anyone): an archive is answered only by the download routes.
 * Names are random (128 bits), so a path cannot be guessed either. In a fleet, DATA_EXPORTS_DIR
 * must be a folder every server shares.
 */
import { randomBytes } from 'node:crypto'
import { createReadStream, createWriteStream } from 'node:fs'
import { mkdir, rename, rm, stat } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import env from '#start/env'
import { backendTmpPath } from '#services/system/backend_paths'

/** Read on each use, so a test can point it at a folder of its own. */
export const exportStorage = { directory: resolve(env.get('DATA_EXPORTS_DIR') ?? backendTmpPath('exports')) }

export function exportsDirectory(): string {
  return exportStorage.directory
}

export function newArchiveName(): string {
  return `${randomBytes(16).toString('hex')}.zip`
}

/** A stream that becomes the archive `name` once `complete` is called; `discard` removes it. */
export async function archiveWriter(name: string) {
  await mkdir(exportsDirectory(), { recursive: true })
  const partial = join(exportsDirectory(), `${name}.partial`)
  const stream = createWriteStream(partial, { mode: 0o600 })
  return {
    stream,
    complete: () => rename(partial, join(exportsDirectory(), name)),
    discard: () => rm(partial, { force: true }),
  }
}

export async function openArchive(name: string) {
  const path = join(exportsDirectory(), name)
  const { size } = await stat(path)
  return { size, stream: createReadStream(path) }
}

export async function removeArchive(name: string | null): Promise<void> {
  if (name) await rm(join(exportsDirectory(), name), { force: true })
}
