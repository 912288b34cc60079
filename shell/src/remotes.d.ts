// The server's first screen only (vite.firstScreen.config.ts): the member app's source, rendered in
// Node. The browser loads the member app's build through module federation (loadRemotes.ts).
declare module 'member/routes' {
  const remote: import('./features/remotes/remoteContract').RemoteRoutesModule
  export default remote
}

declare module 'member/firstScreenQueries' {
  export const firstScreenQueries: typeof import('../../member-app/src/firstScreenQueries').firstScreenQueries
}
