/*
 * Environment variables, validated once at boot. Every variable the backend reads is listed here.
 */
import { Env } from '@adonisjs/core/env'
import { trustedProxyList } from '#services/http/trusted_proxies'

/** A retention period: a number of days above 0 (fractions allowed), or unset for the default. */
function optionalPositiveDays(name: string, value?: string): number | undefined {
  if (value === undefined || value.trim() === '') return undefined
  const days = Number(value)
  if (!Number.isFinite(days) || days <= 0) throw new Error(`Invalid value for "${name}": a number of days above 0`)
  return days
}

export default await Env.create(new URL('../', import.meta.url), {
  NODE_ENV: Env.schema.enum.optional(['development', 'production', 'test'] as const),
  PORT: Env.schema.number.optional(),
  HOST: Env.schema.string.optional({ format: 'host' }),
  APP_URL: Env.schema.string.optional({ format: 'url', tld: false }),
  APP_KEY: Env.schema.string.optional(),
  APP_TIMEZONE: Env.schema.string.optional(),
  LOG_LEVEL: Env.schema.enum.optional(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const),
  COOKIE_SECURE: Env.schema.boolean.optional(),
  CORS_ORIGINS: Env.schema.string.optional(),
  TRUSTED_PROXIES: trustedProxyList,
  METRICS_TOKEN: Env.schema.string.optional(),
  WEB_DIST_ROOT: Env.schema.string.optional(),

  DB_CONNECTION: Env.schema.enum.optional(['sqlite', 'mysql'] as const),
  SQLITE_PATH: Env.schema.string.optional(),
  DB_HOST: Env.schema.string.optional({ format: 'host' }),
  DB_PORT: Env.schema.number.optional(),
  DB_USER: Env.schema.string.optional(),
  DB_PASSWORD: Env.schema.string.optional(),
  DB_DATABASE: Env.schema.string.optional(),
  DB_READ_HOSTS: Env.schema.string.optional(),
  DB_READ_PRIMARY_SECONDS: Env.schema.number.optional(),
  DEMO_SEED: Env.schema.boolean.optional(),
  DB_PREPARE_ON_START: Env.schema.boolean.optional(),

  DRIVE_DISK: Env.schema.enum.optional(['fs', 's3'] as const),
  UPLOADS_PUBLIC_URL: Env.schema.string.optional({ format: 'url', tld: false }),
  S3_BUCKET: Env.schema.string.optional(),
  S3_REGION: Env.schema.string.optional(),
  S3_ENDPOINT: Env.schema.string.optional({ format: 'url', tld: false }),
  S3_ACCESS_KEY_ID: Env.schema.string.optional(),
  S3_SECRET_ACCESS_KEY: Env.schema.string.optional(),

  SESSION_DRIVER: Env.schema.enum.optional(['cookie', 'memory'] as const),
  LIMITER_STORE: Env.schema.enum.optional(['memory', 'redis'] as const),
  REDIS_HOST: Env.schema.string.optional({ format: 'host' }),
  REDIS_PORT: Env.schema.number.optional(),
  REDIS_PASSWORD: Env.schema.string.optional(),
  HASH_SCRYPT_COST: Env.schema.number.optional(),

  SMTP_HOST: Env.schema.string.optional({ format: 'host' }),
  SMTP_PORT: Env.schema.number.optional(),
  SMTP_USER: Env.schema.string.optional(),
  SMTP_PASSWORD: Env.schema.string.optional(),
  SMTP_SECURE: Env.schema.boolean.optional(),
  SMTP_ALLOW_PLAIN_AUTH: Env.schema.boolean.optional(),
  SMTP_CA_FILE: Env.schema.string.optional(),
  MAIL_FROM: Env.schema.string.optional(),
  MAIL_OUTBOX_DIR: Env.schema.string.optional(),

  GOOGLE_CLIENT_ID: Env.schema.string.optional(),
  GOOGLE_CLIENT_SECRET: Env.schema.string.optional(),
  GOOGLE_CALLBACK_URL: Env.schema.string.optional({ format: 'url', tld: false }),
  OIDC_ISSUER: Env.schema.string.optional({ format: 'url', tld: false }),

  DEEPSEEK_API_KEY: Env.schema.string.optional(),
  DEEPSEEK_BASE_URL: Env.schema.string.optional({ format: 'url', tld: false }),
  DEEPSEEK_MODEL: Env.schema.string.optional(),
  GEMINI_API_KEY: Env.schema.string.optional(),
  GEMINI_BASE_URL: Env.schema.string.optional({ format: 'url', tld: false }),
  GEMINI_MODEL: Env.schema.string.optional(),
  AI_MOCK_FALLBACK: Env.schema.boolean.optional(),
  AI_TIMEOUT_MS: Env.schema.number.optional(),

  PAYPAL_CLIENT_ID: Env.schema.string.optional(),
  PAYPAL_CLIENT_SECRET: Env.schema.string.optional(),
  PAYPAL_MODE: Env.schema.enum.optional(['sandbox', 'live'] as const),
  PAYPAL_BASE_URL: Env.schema.string.optional({ format: 'url', tld: false }),
  PAYPAL_WEBHOOK_ID: Env.schema.string.optional(),
  PAYPAL_DEMO: Env.schema.boolean.optional(),
  PAYPAL_PLAN_ID_PRO: Env.schema.string.optional(),
  PAYPAL_PLAN_ID_PREMIUM: Env.schema.string.optional(),

  CONTACT_EMAIL: Env.schema.string.optional({ format: 'email' }),
  IMPRINT_NAME: Env.schema.string.optional(),
  IMPRINT_ADDRESS: Env.schema.string.optional(),
  IMPRINT_TAX_ID: Env.schema.string.optional(),

  REDIS_DB: Env.schema.number.optional(),
  REDIS_KEY_PREFIX: Env.schema.string.optional(),
  LOCK_STORE: Env.schema.enum.optional(['memory', 'redis'] as const),
  // The job queue (config/queue.ts) and Web Push (config/push.ts)
  QUEUE_WORKER_IN_WEB: Env.schema.boolean.optional(),
  QUEUE_CONCURRENCY: Env.schema.number.optional(),
  VAPID_PUBLIC_KEY: Env.schema.string.optional(),
  VAPID_PRIVATE_KEY: Env.schema.string.optional(),
  VAPID_SUBJECT: Env.schema.string.optional(),
  WEB_CONCURRENCY: Env.schema.number.optional(),
  // How long personal data is kept, in days (defaults: @dilemma/contract/retention; config/retention.ts)
  RETENTION_SESSION_DAYS: optionalPositiveDays,
  RETENTION_INVITATION_DAYS: optionalPositiveDays,
  RETENTION_TOKEN_DAYS: optionalPositiveDays,
  RETENTION_READ_NOTICE_DAYS: optionalPositiveDays,
  RETENTION_WEBHOOK_EVENT_DAYS: optionalPositiveDays,
  RETENTION_DATA_EXPORT_DAYS: optionalPositiveDays,
  DATA_EXPORTS_DIR: Env.schema.string.optional(),
})
