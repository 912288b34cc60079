import { readFileSync } from 'node:fs'
import app from '@adonisjs/core/services/app'
import env from '#start/env'
import { defineConfig } from '@adonisjs/mail'
import { SMTPTransport } from '@adonisjs/mail/transports/smtp'
import { OutboxTransport } from '#services/mail/outbox_transport'
import { type MailDelivery, smtpCredentialsTransport } from '#config/mail_delivery'

/** The delivery settings as they are now (config/mail_delivery.ts). */
export function currentMailDelivery(): MailDelivery {
  return app.config.get<MailDelivery>('mail_delivery')
}

const mailConfig = defineConfig({
  from: env.get('MAIL_FROM') ?? 'Dilemma <no-reply@dilemma.local>',
  mailers: {
    smtp: () => {
      const smtp = currentMailDelivery().smtp
      if (!smtp) throw new Error('SMTP is not configured (SMTP_HOST is empty)')
      return new SMTPTransport({
        host: smtp.host,
        port: smtp.port,
        secure: smtp.secure,
        requireTLS: smtpCredentialsTransport(smtp) === 'starttls',
        tls: smtp.caFile ? { ca: readFileSync(smtp.caFile) } : undefined,
        auth: smtp.user ? { type: 'login', user: smtp.user, pass: smtp.password ?? '' } : undefined,
      })
    },
    outbox: () => new OutboxTransport(() => currentMailDelivery().outboxDirectory),
  },
})

export default mailConfig

declare module '@adonisjs/mail/types' {
  export interface MailersList extends InferMailers<typeof mailConfig> {}
}
