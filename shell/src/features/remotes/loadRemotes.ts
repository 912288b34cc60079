import * as apiClient from '@dilemma/api-client'
import * as appRuntime from '@dilemma/app-runtime'
import * as designSystem from '@dilemma/design-system'
import * as React from 'react'
import * as jsxRuntime from 'react/jsx-runtime'
import * as ReactDom from 'react-dom'
import * as ReactDomClient from 'react-dom/client'
import type { ModuleFederation, ModuleFederationRuntimePlugin } from '@module-federation/runtime'
import { version as WORKSPACE_VERSION } from '../../../package.json'
import type { RemoteRoutesModule } from './remoteContract'

/**
 * Where the backend serves the separately built remotes (`member-app/dist`, `admin-app/dist`). Their
 * entries have no hash and are sent `no-cache`: a remote deployed again is used from the next page load.
 */
export const MEMBER_REMOTE_ENTRY = import.meta.env.VITE_MEMBER_REMOTE ?? '/apps/member/remoteEntry.js'
const ADMIN_REMOTE_ENTRY = import.meta.env.VITE_ADMIN_REMOTE ?? '/apps/admin/remoteEntry.js'

/**
 * The remotes ask for any version of a workspace package (`*`; each carries the release's number,
 * imported alone from the shell's package.json), React's own range for React.
 */
const REACT_RANGE = '^19.2.0'

function share(version: string, requiredVersion: string, load: () => Promise<unknown>) {
  return {
    version,
    get: () => load().then((module) => () => module),
    shareConfig: { singleton: true, requiredVersion },
  }
}
const fromReact = (module: unknown) => share(React.version, REACT_RANGE, () => Promise.resolve(module))
const fromWorkspace = (load: () => Promise<unknown>) => share(WORKSPACE_VERSION, '*', load)

/**
 * The shell's copy of every singleton the remotes take from it (design-system
 * `vite/sharedSingletons.js`): a remote renders with the page's own React, design system and app
 * runtime. The design system's later entries are fetched when a remote first asks for them.
 */
export const sharedWithRemotes = {
  react: fromReact(React),
  'react/jsx-runtime': fromReact(jsxRuntime),
  'react-dom': fromReact(ReactDom),
  'react-dom/client': fromReact(ReactDomClient),
  '@dilemma/api-client': fromWorkspace(() => Promise.resolve(apiClient)),
  '@dilemma/app-runtime': fromWorkspace(() => Promise.resolve(appRuntime)),
  '@dilemma/design-system': fromWorkspace(() => Promise.resolve(designSystem)),
  '@dilemma/design-system/forms': fromWorkspace(() => import('@dilemma/design-system/forms')),
  '@dilemma/design-system/widgets': fromWorkspace(() => import('@dilemma/design-system/widgets')),
  '@dilemma/design-system/extras': fromWorkspace(() => import('@dilemma/design-system/extras')),
  '@dilemma/design-system/pickers': fromWorkspace(() => import('@dilemma/design-system/pickers')),
}

async function createFederation(): Promise<ModuleFederation> {
  const [{ createInstance }, { default: injectExternalRuntimeCorePlugin }] = await Promise.all([
    import('@module-federation/runtime'),
    import('@module-federation/vite/injectExternalRuntimeCorePlugin'),
  ])
  return createInstance({
    name: 'shell',
    remotes: [
      { name: 'member', entry: MEMBER_REMOTE_ENTRY, type: 'module' },
      { name: 'admin', entry: ADMIN_REMOTE_ENTRY, type: 'module' },
    ],
    shared: sharedWithRemotes,
    shareStrategy: 'loaded-first',
    // The remote is built with `experiments.externalRuntime`: it runs on this runtime's core. (The
    // plugin's own typing of `beforeInit` is narrower than the runtime's; it is the same hook.)
    plugins: [injectExternalRuntimeCorePlugin() as ModuleFederationRuntimePlugin],
  })
}

let federation: Promise<ModuleFederation> | undefined

/**
 * Module federation's runtime, fetched and started when the first remote is loaded: in the app's
 * start, which runs after the server's first screen is painted (main.tsx). Again after a failure.
 */
function startFederation(): Promise<ModuleFederation> {
  if (!federation) {
    federation = createFederation()
    federation.catch(() => {
      federation = undefined
    })
  }
  return federation
}

/**
 * A remote's exposed `./routes` (docs/adr/0031-module-federation.md). A failure (the
 * runtime, the entry or the module did not load) rejects; the route discovery shows the translated
 * error and tries again on the next navigation, and so does this: the runtime forgets a failed entry.
 */
async function loadRoutes(remote: 'member' | 'admin'): Promise<RemoteRoutesModule> {
  const module = await (await startFederation()).loadRemote<{ default: RemoteRoutesModule }>(`${remote}/routes`)
  if (!module) throw new Error(`The ${remote} remote exposes no ./routes`)
  return module.default
}

/** The member app's routes, from its own build under /apps/member/. */
export const loadMemberRemote = () => loadRoutes('member')

/** The admin console's routes, from its own build under /apps/admin/. */
export const loadAdminRemote = () => loadRoutes('admin')
