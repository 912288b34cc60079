/*
 * Where outgoing mail goes. With SMTP_HOST set, over SMTP; without it (the default local run)
 * to the log and the outbox folder (MAIL_OUTBOX_DIR), so an invitation link can be followed
 * without a mail server. Read when a mailer is first used (see config/mail.ts), so a test can
 * point `mail_delivery.smtp` at an SMTP server it started.
 */
import { resolve } from 'node:path'
import env from '#start/env'
import { backendTmpPath } from '#services/system/backend_paths'

export interface SmtpSettings {
  host: string
  port: number
  /** Implicit TLS from the first byte (port 465). */
  secure: boolean
  user?: string
  password?: string
  /** SMTP_ALLOW_PLAIN_AUTH: credentials may be sent without TLS (a relay on a trusted network). */
  allowPlainAuth?: boolean
  /** SMTP_CA_FILE: the certificate authority of a relay whose certificate no public CA signed. */
  caFile?: string
}

export interface MailDelivery {
  /** Null when no SMTP server is configured: mails go to the outbox. */
  smtp: SmtpSettings | null
  outboxDirectory: string
}

function smtpFromEnv(): SmtpSettings | null {
  const host = env.get('SMTP_HOST')
  if (!host) return null
  const secure = env.get('SMTP_SECURE') ?? false
  return {
    host,
    port: env.get('SMTP_PORT') ?? (secure ? 465 : 587),
    secure,
    user: env.get('SMTP_USER'),
    password: env.get('SMTP_PASSWORD'),
    allowPlainAuth: env.get('SMTP_ALLOW_PLAIN_AUTH') ?? false,
    caFile: env.get('SMTP_CA_FILE'),
  }
}

/**
 * How the SMTP credentials travel: inside implicit TLS, or after a STARTTLS the server must
 * offer (nodemailer's requireTLS: without it a password goes out in clear when the server offers
 * no STARTTLS); in clear only when SMTP_ALLOW_PLAIN_AUTH says so.
 */
export function smtpCredentialsTransport(smtp: SmtpSettings): 'none' | 'implicit-tls' | 'starttls' | 'plain' {
  if (!smtp.user) return 'none'
  if (smtp.secure) return 'implicit-tls'
  return smtp.allowPlainAuth ? 'plain' : 'starttls'
}

const mailDelivery: MailDelivery = {
  smtp: smtpFromEnv(),
  outboxDirectory: resolve(env.get('MAIL_OUTBOX_DIR') ?? backendTmpPath('outbox')),
}

export default mailDelivery
