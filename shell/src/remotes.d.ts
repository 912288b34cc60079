// The shell's route contract (docs/decisions.md): the member app's routes module (bundled in) and the
// admin remote's exposed `./routes` (module federation) have the same shape.
declare module 'member/routes' {
  const remote: import('./features/remotes/remoteContract').RemoteRoutesModule
  export default remote
}

// The server's first screen only (vite.firstScreen.config.ts): the answers it sends along.
declare module 'member/firstScreenQueries' {
  export const firstScreenQueries: typeof import('../../member-app/src/firstScreenQueries').firstScreenQueries
}
