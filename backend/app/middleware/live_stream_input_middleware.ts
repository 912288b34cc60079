import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { ApiException } from '#exceptions/api_exception'

/** What the transmit client sends: a random id per tab (a UUID), and a channel of ours. */
const UID = /^[0-9a-f-]{16,64}$/i
const CHANNEL = /^(polls\/[1-9]\d{0,9}(\/results)?|users\/[1-9]\d{0,9}\/notices)$/

/**
 * Checks the live-results routes' input before @adonisjs/transmit sees it, which would answer a
 * missing id with a 500 and try to match any channel text (start/live_channels.ts).
 */
export default class LiveStreamInputMiddleware {
  async handle({ request }: HttpContext, next: NextFn, options: { channel: boolean }) {
    const uid: unknown = request.input('uid')
    if (typeof uid !== 'string' || !UID.test(uid)) throw invalid('uid', 'A stream id (uid) is required.')
    const channel: unknown = request.input('channel')
    if (options.channel && (typeof channel !== 'string' || !CHANNEL.test(channel))) {
      throw invalid('channel', 'This channel does not exist.')
    }
    return next()
  }
}

function invalid(field: string, message: string) {
  return new ApiException(400, 'VALIDATION_ERROR', message, { errors: [{ field, rule: 'format', message }] })
}
