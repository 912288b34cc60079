// The module-federation contract (docs/decisions.md): each remote exposes `./routes`.
declare module 'member/routes' {
  const remote: import('./features/remotes/remoteContract').RemoteRoutesModule
  export default remote
}

declare module 'admin/routes' {
  const remote: import('./features/remotes/remoteContract').RemoteRoutesModule
  export default remote
}

// The server's first screen only (vite.firstScreen.config.ts): the feed's answers it sends along.
declare module 'member/firstScreenFeed' {
  export const firstScreenFeedQueries: typeof import('../../member-app/src/features/feed/lib/firstScreenFeed').firstScreenFeedQueries
}
