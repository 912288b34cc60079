// The module-federation contract (docs/decisions.md): each remote exposes `./routes`.
declare module 'member/routes' {
  const remote: import('./features/remotes/remoteContract').RemoteRoutesModule
  export default remote
}

declare module 'admin/routes' {
  const remote: import('./features/remotes/remoteContract').RemoteRoutesModule
  export default remote
}

// The server's first screen only (vite.firstScreen.config.ts): the answers it sends along.
declare module 'member/firstScreenQueries' {
  export const firstScreenQueries: typeof import('../../member-app/src/firstScreenQueries').firstScreenQueries
}
