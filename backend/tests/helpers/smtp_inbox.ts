import { SMTPServer } from 'smtp-server'
import type { AddressInfo } from 'node:net'
import app from '@adonisjs/core/services/app'
import mail from '@adonisjs/mail/services/main'
import type { MailDelivery } from '#config/mail_delivery'

export interface ReceivedMail {
  to: string[]
  /** The decoded text/plain part. */
  text: string
  /** The message's header lines, by lower-case name (unfolded). */
  headers: Record<string, string>
}

export interface SmtpInboxOptions {
  /** Asks for these credentials; the server takes them even without TLS, as a careless one would. */
  credentials?: { user: string; pass: string }
  /** Offers STARTTLS with this certificate (or implicit TLS with `secure`). */
  tls?: { key: string; cert: string; secure?: boolean }
}

/** An AUTH the server received: whether the connection was encrypted at that moment. */
export interface ReceivedLogin {
  user: string
  encrypted: boolean
}

/**
 * A real SMTP server on 127.0.0.1 that keeps what it receives, for tests of the mail path.
 * By default no TLS and no AUTH, like a local relay.
 */
export class SmtpInbox {
  readonly mails: ReceivedMail[] = []
  readonly logins: ReceivedLogin[] = []
  private server: SMTPServer

  constructor({ credentials, tls }: SmtpInboxOptions = {}) {
    this.server = new SMTPServer({
      disabledCommands: [...(tls ? [] : ['STARTTLS']), ...(credentials ? [] : ['AUTH'])],
      authOptional: !credentials,
      allowInsecureAuth: true,
      ...(tls ? { key: tls.key, cert: tls.cert, secure: tls.secure ?? false } : {}),
      onAuth: (auth, session, callback) => {
        this.logins.push({ user: auth.username ?? '', encrypted: session.secure })
        const accepted = auth.username === credentials?.user && auth.password === credentials?.pass
        callback(accepted ? null : new Error('Invalid credentials'), accepted ? { user: auth.username } : undefined)
      },
      logger: false,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = []
        stream.on('data', (chunk: Buffer) => chunks.push(chunk))
        stream.on('end', () => {
          const to = session.envelope.rcptTo.map((recipient) => recipient.address)
          const raw = Buffer.concat(chunks).toString('utf8')
          this.mails.push({ to, text: textPartOf(raw), headers: headersOf(raw) })
          callback()
        })
      },
    })
  }

  async start(): Promise<number> {
    await new Promise<void>((listening) => this.server.listen(0, '127.0.0.1', listening))
    return (this.server.server.address() as AddressInfo).port
  }

  stop(): Promise<void> {
    return new Promise((closed) => this.server.close(() => closed()))
  }

  /** The first link to `path` in the newest mail to `address`. */
  linkIn(address: string, path: string): URL {
    const mail = this.mails.findLast((candidate) => candidate.to.includes(address))
    if (!mail) throw new Error(`no mail to ${address}`)
    return findLink(mail.text, path)
  }
}

export function findLink(text: string, path: string): URL {
  const link = (text.match(/https?:\/\/\S+/g) ?? [])
    .map((candidate) => new URL(candidate))
    .find((url) => url.pathname === path)
  if (!link) throw new Error(`no link to ${path} in:\n${text}`)
  return link
}

function headersOf(raw: string): Record<string, string> {
  const head = raw.slice(0, raw.search(/\r?\n\r?\n/)).replace(/\r?\n[ \t]+/g, ' ')
  return Object.fromEntries(
    head.split(/\r?\n/).map((line) => {
      const colon = line.indexOf(':')
      return [line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()]
    }),
  )
}

function textPartOf(raw: string): string {
  const boundary = raw.match(/boundary="?([^";\r\n]+)"?/i)?.[1]
  const parts = boundary ? raw.split(`--${boundary}`) : [raw]
  const part = parts.find((candidate) => /content-type:\s*text\/plain/i.test(candidate)) ?? raw
  const separator = part.search(/\r?\n\r?\n/)
  const headers = part.slice(0, separator)
  const body = part.slice(separator).trim()
  const encoding = headers.match(/content-transfer-encoding:\s*(\S+)/i)?.[1]?.toLowerCase()
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
  if (encoding === 'quoted-printable') {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)))
    return Buffer.from(bytes, 'latin1').toString('utf8')
  }
  return body
}

/**
 * Starts `inbox` and points our mailer at it, as a test group's setup; the returned cleanup puts
 * the mail settings back and stops the inbox.
 */
export async function sendMailTo(inbox: SmtpInbox): Promise<() => Promise<void>> {
  const previous = app.config.get<MailDelivery>('mail_delivery')
  app.config.set('mail_delivery', {
    ...previous,
    smtp: { host: '127.0.0.1', port: await inbox.start(), secure: false },
  })
  await mail.close('smtp')
  return async () => {
    app.config.set('mail_delivery', previous)
    await mail.close('smtp')
    await inbox.stop()
  }
}
