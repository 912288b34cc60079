/*
 * Absolute paths that must not depend on whether we run from source (backend/) or from the
 * compiled tree (backend/build/): runtime data lives in backend/tmp either way, so a rebuild
 * never wipes the database, the uploads or the generated app key.
 */
import { existsSync, readFileSync } from 'node:fs'
import { basename, dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const appRoot = fileURLToPath(new URL('../../../', import.meta.url))

function findBackendRoot(): string {
  const parent = dirname(resolve(appRoot))
  const runsFromBuild = basename(resolve(appRoot)) === 'build' && existsSync(join(parent, 'adonisrc.ts'))
  return runsFromBuild ? parent : resolve(appRoot)
}

function isWorkspaceRoot(directory: string): boolean {
  const manifest = join(directory, 'package.json')
  if (!existsSync(manifest)) return false
  try {
    return Array.isArray(JSON.parse(readFileSync(manifest, 'utf8')).workspaces)
  } catch {
    return false
  }
}

/** The monorepo root: the closest ancestor whose package.json declares workspaces. */
function findRepositoryRoot(start: string): string {
  let directory = start
  while (!isWorkspaceRoot(directory)) {
    const parent = dirname(directory)
    if (parent === directory) return dirname(start)
    directory = parent
  }
  return directory
}

export const backendRoot = findBackendRoot()
export const repositoryRoot = findRepositoryRoot(backendRoot)

export function backendTmpPath(...segments: string[]): string {
  return join(backendRoot, 'tmp', ...segments)
}
