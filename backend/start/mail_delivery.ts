/*
 * Says at start how mail leaves this server, and whether SMTP credentials can travel in clear.
 */
import logger from '@adonisjs/core/services/logger'
import { currentMailDelivery } from '#config/mail'
import { smtpCredentialsTransport } from '#config/mail_delivery'

const smtp = currentMailDelivery().smtp
const MODES = {
  none: 'SMTP without credentials',
  'implicit-tls': 'SMTP credentials are sent only inside TLS (implicit TLS)',
  starttls: 'SMTP credentials are sent only after STARTTLS; a server that does not offer it is refused',
  plain: 'SMTP_ALLOW_PLAIN_AUTH=true: SMTP credentials are sent in clear when the server offers no STARTTLS',
}

if (!smtp) logger.info('mail: no SMTP_HOST, mails go to the outbox folder and the log')
else {
  const mode = smtpCredentialsTransport(smtp)
  logger[mode === 'plain' ? 'warn' : 'info'](`mail: ${MODES[mode]} (${smtp.host}:${smtp.port})`)
}
