import { defineConfig } from '@adonisjs/auth'
import type { InferAuthenticators, InferAuthEvents, Authenticators } from '@adonisjs/auth/types'
import { cookieSessionGuard } from '#guards/cookie_session_guard'

const authConfig = defineConfig({
  default: 'web',
  guards: {
    web: cookieSessionGuard(),
  },
})

export default authConfig

declare module '@adonisjs/auth/types' {
  // Module augmentation: the interface exists to be merged with the inferred type.
  export interface Authenticators extends InferAuthenticators<typeof authConfig> {}
}
declare module '@adonisjs/core/types' {
  // Module augmentation: the interface exists to be merged with the inferred type.
  interface EventsList extends InferAuthEvents<Authenticators> {}
}
