import env from '#start/env'
import app from '@adonisjs/core/services/app'
import { defineConfig, targets } from '@adonisjs/core/logger'

const loggerConfig = defineConfig({
  default: 'app',
  loggers: {
    app: {
      enabled: true,
      name: 'dilemma',
      level: env.get('LOG_LEVEL') ?? (app.inTest ? 'silent' : 'info'),
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
