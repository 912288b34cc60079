import env from '#start/env'
import app from '@adonisjs/core/services/app'
import { HttpContext } from '@adonisjs/core/http'
import { defineConfig, targets } from '@adonisjs/core/logger'

const loggerConfig = defineConfig({
  default: 'app',
  loggers: {
    app: {
      enabled: true,
      name: 'dilemma',
      level: env.get('LOG_LEVEL') ?? (app.inTest ? 'silent' : 'info'),
      // Every line written while a request is served carries its id: ctx.logger's lines have it
      // already, the services' (which log through the app's logger) get it here.
      mixin(_line, _level, logger) {
        if (logger.bindings().request_id) return {}
        const requestId = HttpContext.get()?.request.id()
        return requestId ? { request_id: requestId } : {}
      },
      transport: {
        targets: targets()
          .pushIf(app.inDev, targets.pretty())
          .pushIf(!app.inDev, targets.file({ destination: 1 }))
          .toArray(),
      },
    },
  },
})

export default loggerConfig

declare module '@adonisjs/core/types' {
  // Module augmentation: the interface exists to be merged with the inferred type.
  export interface LoggersList extends InferLoggers<typeof loggerConfig> {}
}
