import * as apiClient from '@dilemma/api-client'
import * as appRuntime from '@dilemma/app-runtime'
import * as designSystem from '@dilemma/design-system'
import * as React from 'react'
import * as jsxRuntime from 'react/jsx-runtime'
import * as ReactDom from 'react-dom'
import * as ReactDomClient from 'react-dom/client'
import type { ModuleFederation, ModuleFederationRuntimePlugin } from '@module-federation/runtime'
import type { RemoteRoutesModule } from './remoteContract'

/** Where the backend serves the separately built admin remote (`admin-app/dist`). */
const ADMIN_REMOTE_ENTRY = import.meta.env.VITE_ADMIN_REMOTE ?? '/apps/admin/remoteEntry.js'

/** The remotes ask for any version of a workspace package (`*`), React's own range for React. */
const WORKSPACE_VERSION = '0.0.0'
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
 * The shell's copy of every singleton the admin remote takes from it (design-system
 * `vite/sharedSingletons.js`): the remote renders with the page's own React, design system and app
 * runtime. The design system's later entries are fetched when the remote first asks for them.
 */
export const sharedWithAdminRemote = {
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
    remotes: [{ name: 'admin', entry: ADMIN_REMOTE_ENTRY, type: 'module' }],
    shared: sharedWithAdminRemote,
    shareStrategy: 'loaded-first',
    // The remote is built with `experiments.externalRuntime`: it runs on this runtime's core. (The
    // plugin's own typing of `beforeInit` is narrower than the runtime's; it is the same hook.)
    plugins: [injectExternalRuntimeCorePlugin() as ModuleFederationRuntimePlugin],
  })
}

let federation: Promise<ModuleFederation> | undefined

/** Module federation's runtime, fetched and started on the first visit to `/madmin…` (again after a failure). */
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
 * The admin remote's routes. Only this remote is federated: the member app is part of the shell's
 * build (docs/decisions.md, "The member app in the shell's build").
 */
export async function loadAdminRemote(): Promise<RemoteRoutesModule> {
  const module = await (await startFederation()).loadRemote<{ default: RemoteRoutesModule }>('admin/routes')
  if (!module) throw new Error('The admin remote exposes no ./routes')
  return module.default
}
