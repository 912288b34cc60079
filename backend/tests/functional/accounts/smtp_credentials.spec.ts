import { test } from '@japa/runner'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import app from '@adonisjs/core/services/app'
import mail from '@adonisjs/mail/services/main'
import selfsigned from 'selfsigned'
import type { MailDelivery, SmtpSettings } from '#config/mail_delivery'
import { sendMail } from '#services/mail/mailer'
import { SmtpInbox, type SmtpInboxOptions } from '#tests/helpers/smtp_inbox'

const CREDENTIALS = { user: 'dilemma', pass: 'mail secret' }
const RENDERED = { subject: 'Hello', text: 'Hello over SMTP', html: '<p>Hello over SMTP</p>' }

/** A certificate for 127.0.0.1 that no public authority signed, and a file holding it. */
async function selfSignedCertificate(directory: string) {
  const pems = await selfsigned.generate([{ name: 'commonName', value: '127.0.0.1' }], {
    algorithm: 'sha256',
    extensions: [{ name: 'subjectAltName', altNames: [{ type: 7, ip: '127.0.0.1' }] }],
  })
  const caFile = join(directory, 'smtp-ca.pem')
  await writeFile(caFile, pems.cert)
  return { key: pems.private, cert: pems.cert, caFile }
}

/** Starts `inbox`, points our mailer at it with `settings` and sends one mail: delivered or not. */
async function sendThrough(inbox: SmtpInbox, settings: Omit<SmtpSettings, 'host' | 'port'>) {
  const previous = app.config.get<MailDelivery>('mail_delivery')
  const port = await inbox.start()
  app.config.set('mail_delivery', { ...previous, smtp: { host: '127.0.0.1', port, ...settings } })
  await mail.close('smtp')
  try {
    return await sendMail('anna@example.com', RENDERED)
  } finally {
    app.config.set('mail_delivery', previous)
    await mail.close('smtp')
    await inbox.stop()
  }
}

test.group('SMTP credentials never travel in clear', (group) => {
  let directory: string
  let certificate: Awaited<ReturnType<typeof selfSignedCertificate>>
  group.setup(async () => {
    directory = await mkdtemp(join(tmpdir(), 'dilemma-smtp-'))
    certificate = await selfSignedCertificate(directory)
    return () => rm(directory, { recursive: true, force: true })
  })

  const withTls = (secure = false): SmtpInboxOptions => ({
    credentials: CREDENTIALS,
    tls: { key: certificate.key, cert: certificate.cert, secure },
  })
  const login = { user: CREDENTIALS.user, password: CREDENTIALS.pass }

  test('a server offering STARTTLS: the login and the mail go inside TLS', async ({ assert }) => {
    const inbox = new SmtpInbox(withTls())

    const delivered = await sendThrough(inbox, { secure: false, ...login, caFile: certificate.caFile })

    assert.isTrue(delivered)
    assert.deepEqual(inbox.logins, [{ user: CREDENTIALS.user, encrypted: true }])
    assert.lengthOf(inbox.mails, 1)
  })

  test('implicit TLS (port 465 style): the login goes inside TLS', async ({ assert }) => {
    const inbox = new SmtpInbox(withTls(true))

    const delivered = await sendThrough(inbox, { secure: true, ...login, caFile: certificate.caFile })

    assert.isTrue(delivered)
    assert.deepEqual(inbox.logins, [{ user: CREDENTIALS.user, encrypted: true }])
  })

  test('a server without STARTTLS: nothing is sent, the password least of all', async ({ assert }) => {
    const inbox = new SmtpInbox({ credentials: CREDENTIALS })

    const delivered = await sendThrough(inbox, { secure: false, ...login })

    assert.isFalse(delivered)
    assert.deepEqual(inbox.logins, [])
    assert.lengthOf(inbox.mails, 0)
  })

  test('SMTP_ALLOW_PLAIN_AUTH=true: a deliberate plain login to such a server works', async ({ assert }) => {
    const inbox = new SmtpInbox({ credentials: CREDENTIALS })

    const delivered = await sendThrough(inbox, { secure: false, ...login, allowPlainAuth: true })

    assert.isTrue(delivered)
    assert.deepEqual(inbox.logins, [{ user: CREDENTIALS.user, encrypted: false }])
  })
})
