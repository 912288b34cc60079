/*
 * The mail transport of a local run without SMTP: every mail becomes one JSON file
 * `{ to, subject, text, html, sentAt }` in the outbox folder, and the log names the recipient
 * and the links of the mail, so an invitation or reset link can be followed from the terminal.
 */
import { randomUUID } from 'node:crypto'
import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import logger from '@adonisjs/core/services/logger'
import { MailResponse } from '@adonisjs/mail'
import type { MailTransportContract, NodeMailerMessage, Recipient } from '@adonisjs/mail/types'

export interface OutboxMail {
  to: string[]
  subject: string
  text: string
  html: string
  sentAt: string
}

function addressOf(recipient: Recipient): string {
  return typeof recipient === 'string' ? recipient : recipient.address
}

function bodyAsString(body: unknown): string {
  return typeof body === 'string' ? body : Buffer.isBuffer(body) ? body.toString('utf8') : ''
}

export class OutboxTransport implements MailTransportContract {
  /** `directory` is asked on every mail, so the outbox can be moved while the app runs. */
  constructor(private directory: () => string) {}

  async send(message: NodeMailerMessage) {
    const sentAt = new Date()
    const mail: OutboxMail = {
      to: (message.to ?? []).map(addressOf),
      subject: message.subject ?? '',
      text: bodyAsString(message.text),
      html: bodyAsString(message.html),
      sentAt: sentAt.toISOString(),
    }
    const messageId = randomUUID()
    const directory = this.directory()
    await mkdir(directory, { recursive: true })
    const file = join(directory, `${sentAt.getTime()}-${messageId}.json`)
    await writeFile(file, JSON.stringify(mail, null, 2))

    const links = mail.text.match(/https?:\/\/\S+/g) ?? []
    logger.info({ to: mail.to, subject: mail.subject, file, links }, `mail written to the outbox: ${links.join(' ')}`)
    return new MailResponse(messageId, { from: addressOf(message.from ?? ''), to: mail.to }, mail)
  }
}
