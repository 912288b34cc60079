import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import app from '@adonisjs/core/services/app'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import type { Group } from '@japa/runner/core'
import type { MailDelivery } from '#config/mail_delivery'
import type { OutboxMail } from '#services/mail/outbox_transport'
import { backgroundTasksSettled } from '#services/system/background_tasks'
import { jobsSettled } from '#services/jobs/job_queue'
import { findLink } from '#tests/helpers/smtp_inbox'

/**
 * Points the outbox at a fresh temporary folder for one test group (the local-run mail path),
 * and reads what landed there.
 */
export class TemporaryOutbox {
  private previous?: MailDelivery
  private directory = ''

  /** An outbox open for the whole of `group`. */
  static forGroup(group: Group): TemporaryOutbox {
    const outbox = new TemporaryOutbox()
    group.setup(async () => {
      await outbox.open()
      return () => outbox.close()
    })
    return outbox
  }

  async open() {
    this.previous = app.config.get<MailDelivery>('mail_delivery')
    this.directory = await mkdtemp(join(tmpdir(), 'dilemma-outbox-'))
    app.config.set('mail_delivery', { smtp: null, outboxDirectory: this.directory })
  }

  async close() {
    app.config.set('mail_delivery', this.previous)
    await rm(this.directory, { recursive: true, force: true })
  }

  /** The mails to `address`, once the mails sent after an answer (background tasks) and by the job queue are out. */
  async mailsTo(address: string): Promise<OutboxMail[]> {
    await backgroundTasksSettled()
    await jobsSettled()
    const files = (await readdir(this.directory)).sort()
    const mails = await Promise.all(
      files.map(async (file) => JSON.parse(await readFile(join(this.directory, file), 'utf8')) as OutboxMail),
    )
    return mails.filter((mail) => mail.to.includes(address))
  }

  /** The first link to `path` in the newest mail to `address`. */
  async linkIn(address: string, path: string): Promise<URL> {
    const mail = (await this.mailsTo(address)).at(-1)
    if (!mail) throw new Error(`no mail to ${address}`)
    return findLink(mail.text, path)
  }
}

/**
 * A test group that sends mails: a fresh outbox, each test in a rolled-back transaction, the mails
 * sent after an answer out before it rolls back, and the rate limits cleared.
 */
export function outboxForGroup(group: Group): TemporaryOutbox {
  const outbox = TemporaryOutbox.forGroup(group)
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  // Registered after the transaction, so it runs first at cleanup: no mail is left half-sent.
  group.each.setup(() => backgroundTasksSettled)
  group.each.setup(() => limiter.clear())
  return outbox
}
