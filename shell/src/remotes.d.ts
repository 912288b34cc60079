// The module-federation contract (docs/decisions.md): each remote exposes `./routes`.
declare module 'member/routes' {
  const remote: import('./features/remotes/remoteContract').RemoteRoutesModule
  export default remote
}

declare module 'admin/routes' {
  const remote: import('./features/remotes/remoteContract').RemoteRoutesModule
  export default remote
}
