/*
 * Sends one rendered mail through SMTP when configured, else to the outbox (config/mail.ts).
 * A delivery failure is reported as `false` (callers decide whether the user must hear about it)
 * and to the outage log: one line when SMTP starts failing, one when a mail goes through again.
 */
import mail from '@adonisjs/mail/services/main'
import logger from '@adonisjs/core/services/logger'
import { appUrl } from '#config/app'
import { currentMailDelivery } from '#config/mail'
import type { RenderedMail } from '#services/mail/templates/link_mail'
import { reportDown, reportUp } from '#services/system/outages'

export async function sendMail(to: string, rendered: RenderedMail): Promise<boolean> {
  const mailer = currentMailDelivery().smtp ? 'smtp' : 'outbox'
  try {
    await mail.use(mailer).send((message) => {
      message.to(to).subject(rendered.subject).text(rendered.text).html(rendered.html)
      for (const [name, value] of Object.entries(rendered.headers ?? {})) message.header(name, value)
    })
    if (mailer === 'smtp') reportUp('mail')
    return true
  } catch (error) {
    if (mailer === 'smtp') reportDown('mail', error)
    else logger.error({ err: error, to, mailer }, 'mail delivery failed')
    return false
  }
}

/**
 * An absolute link to a page of the web app, its path from the contract's table:
 * `clientLink(CLIENT_PATHS.register, { token })`, `clientLink(clientPath('post', { postId }))`.
 */
export function clientLink(path: string, query: Record<string, string> = {}): string {
  const url = new URL(path, appUrl)
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value)
  return url.toString()
}
