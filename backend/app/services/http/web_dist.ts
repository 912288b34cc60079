/*
 * Where the built front ends live: the shell and its two remotes, each built on its own. WEB_DIST_ROOT
 * (a folder holding shell/dist, member-app/dist and admin-app/dist) overrides the monorepo root.
 */
import { join, resolve } from 'node:path'
import env from '#start/env'
import { repositoryRoot, backendTmpPath } from '#services/system/backend_paths'

export interface Mount {
  /** URL prefix, always ending with a slash. */
  prefix: string
  directory: string
}

function webDistRoot(): string {
  const configured = env.get('WEB_DIST_ROOT')
  return configured ? resolve(configured) : repositoryRoot
}

export function frontEndMounts(): { shell: Mount; remotes: Mount[] } {
  const root = webDistRoot()
  return {
    shell: { prefix: '/', directory: join(root, 'shell', 'dist') },
    remotes: [
      { prefix: '/apps/member/', directory: join(root, 'member-app', 'dist') },
      { prefix: '/apps/admin/', directory: join(root, 'admin-app', 'dist') },
    ],
  }
}

export const uploadsMount: Mount = { prefix: '/uploads/', directory: backendTmpPath('uploads') }
