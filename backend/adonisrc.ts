import { defineConfig } from '@adonisjs/core/app'

export default defineConfig({
  /*
   * Ace commands from packages; our own live in ./commands and are found automatically.
   */
  commands: [() => import('@adonisjs/core/commands'), () => import('@adonisjs/lucid/commands')],

  providers: [
    () => import('@adonisjs/core/providers/app_provider'),
    () => import('@adonisjs/core/providers/hash_provider'),
    {
      file: () => import('@adonisjs/core/providers/repl_provider'),
      environment: ['repl', 'test'],
    },
    () => import('@adonisjs/core/providers/vinejs_provider'),
    () => import('@adonisjs/cors/cors_provider'),
    () => import('@adonisjs/lucid/database_provider'),
    () => import('@adonisjs/session/session_provider'),
    () => import('@adonisjs/shield/shield_provider'),
    () => import('@adonisjs/redis/redis_provider'),
    () => import('@adonisjs/limiter/limiter_provider'),
    () => import('@adonisjs/cache/cache_provider'),
    () => import('@adonisjs/lock/lock_provider'),
    () => import('@adonisjs/auth/auth_provider'),
    () => import('@adonisjs/ally/ally_provider'),
    () => import('@adonisjs/mail/mail_provider'),
    () => import('@adonisjs/drive/drive_provider'),
    () => import('@adonisjs/transmit/transmit_provider'),
  ],

  preloads: [
    () => import('#start/redis_connections'),
    () => import('#start/read_replicas'),
    { file: () => import('#start/shared_caches'), environment: ['web'] },
    () => import('#start/cache_invalidations'),
    () => import('#start/routes'),
    () => import('#start/kernel'),
    { file: () => import('#start/prepare_database'), environment: ['web'] },
    { file: () => import('#start/upload_temp_sweep'), environment: ['web'] },
    { file: () => import('#start/periodic_sweeps'), environment: ['web'] },
    { file: () => import('#start/jobs'), environment: ['web', 'test', 'console'] },
    { file: () => import('#start/mail_delivery'), environment: ['web'] },
    { file: () => import('#start/live_channels'), environment: ['web', 'test'] },
  ],

  tests: {
    suites: [
      {
        files: ['tests/unit/**/*.spec(.ts|.js)'],
        name: 'unit',
        timeout: 5000,
      },
      {
        files: ['tests/functional/**/*.spec(.ts|.js)'],
        name: 'functional',
        timeout: 30000,
      },
    ],
    forceExit: false,
  },
})
