/*
 * A push service of our own on 127.0.0.1 (https, a self-signed certificate), standing in for a
 * browser vendor's: it checks each message's VAPID token (RFC 8292) with jose and decrypts it
 * (RFC 8291, aes128gcm) with http_ece and the private key of the subscription it made, so the
 * tests see what a browser would show; it answers 201, or the statuses a test asks for. Plain
 * JavaScript (push_service.d.mts types it) so that the cluster tests and benchmarks, outside the
 * backend's TypeScript, run the same service.
 */
import { createECDH, randomBytes, randomUUID } from 'node:crypto'
import { Agent, createServer } from 'node:https'
import * as ece from 'http_ece'
import { importJWK, jwtVerify } from 'jose'
import selfsigned from 'selfsigned'

const DAY_SECONDS = 24 * 60 * 60

export class PushServiceStandIn {
  received = []
  /** Requests refused for a bad token or body, with the reason. */
  rejected = []
  /** Every answer given, by device: the 201s and the statuses a test asked for. */
  answered = []
  /** By device id: its ECDH keys, auth secret and the statuses to answer next (201 once none is left). */
  #devices = new Map()
  #server

  constructor(server, certificate) {
    this.#server = server
    this.certificate = certificate
  }

  static async start() {
    const pems = await selfsigned.generate([{ name: 'commonName', value: '127.0.0.1' }], {
      algorithm: 'sha256',
      extensions: [{ name: 'subjectAltName', altNames: [{ type: 7, ip: '127.0.0.1' }] }],
    })
    const server = createServer({ key: pems.private, cert: pems.cert })
    const standIn = new PushServiceStandIn(server, pems.cert)
    server.on('request', (request, response) => {
      const chunks = []
      request.on('data', (chunk) => chunks.push(chunk))
      request.on('end', () => {
        standIn
          .#handle(request.url ?? '', request.headers, Buffer.concat(chunks))
          .then((status) => response.writeHead(status).end())
          .catch((error) => response.writeHead(500).end(String(error)))
      })
    })
    await new Promise((listening) => server.listen(0, '127.0.0.1', listening))
    return standIn
  }

  get origin() {
    return `https://127.0.0.1:${this.#server.address().port}`
  }

  /** An agent that trusts this service's certificate (config/push.ts `agent`). */
  agent() {
    return new Agent({ ca: this.certificate, keepAlive: true })
  }

  /** A new browser subscription, as `PushSubscription.toJSON()` gives it. */
  subscribe() {
    const deviceId = randomUUID()
    const ecdh = createECDH('prime256v1')
    ecdh.generateKeys()
    const auth = randomBytes(16)
    this.#devices.set(deviceId, { ecdh, auth, answers: [] })
    return {
      endpoint: `${this.origin}/push/${deviceId}`,
      keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
    }
  }

  /** The device's next answers, e.g. `answerNext(endpoint, 429)`; 201 after them. */
  answerNext(endpoint, ...statuses) {
    this.#deviceOf(endpoint).answers.push(...statuses)
  }

  messagesTo(endpoint) {
    const deviceId = new URL(endpoint).pathname.split('/').pop()
    return this.received.filter((push) => push.deviceId === deviceId)
  }

  async stop() {
    this.#server.closeAllConnections()
    await new Promise((closed) => this.#server.close(closed))
  }

  #deviceOf(endpoint) {
    const device = this.#devices.get(new URL(endpoint).pathname.split('/').pop() ?? '')
    if (!device) throw new Error(`No device subscribed at ${endpoint}`)
    return device
  }

  async #handle(path, headers, body) {
    const deviceId = path.split('/').pop() ?? ''
    const device = this.#devices.get(deviceId)
    if (!device) return 404
    let token
    let message
    try {
      token = await this.#verifiedToken(String(headers.authorization ?? ''))
      if (headers['content-encoding'] !== 'aes128gcm')
        throw new Error(`content-encoding ${headers['content-encoding']}`)
      const plain = ece.decrypt(body, { version: 'aes128gcm', privateKey: device.ecdh, authSecret: device.auth })
      message = JSON.parse(plain.toString('utf8'))
    } catch (error) {
      this.rejected.push(String(error))
      return 400
    }
    const status = device.answers.shift() ?? 201
    this.answered.push({ deviceId, status })
    if (status === 201) {
      this.received.push({
        deviceId,
        message,
        ttl: Number(headers.ttl),
        urgency: headers.urgency,
        topic: headers.topic,
        token,
      })
    }
    return status
  }

  /** `vapid t=<JWT>, k=<public key>`: signed by that key, for this origin, for at most 24 hours, with a contact. */
  async #verifiedToken(authorization) {
    const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(authorization)
    if (!match) throw new Error(`no VAPID authorization: ${authorization}`)
    const point = Buffer.from(match[2], 'base64url')
    if (point.length !== 65 || point[0] !== 4) throw new Error('k is no uncompressed P-256 point')
    const key = await importJWK(
      {
        kty: 'EC',
        crv: 'P-256',
        x: point.subarray(1, 33).toString('base64url'),
        y: point.subarray(33).toString('base64url'),
      },
      'ES256',
    )
    const { payload } = await jwtVerify(match[1], key, { audience: this.origin, algorithms: ['ES256'] })
    if (!payload.exp || payload.exp - Date.now() / 1000 > DAY_SECONDS) throw new Error('exp more than 24 h ahead')
    if (typeof payload.sub !== 'string' || !/^(mailto:|https:)/.test(payload.sub)) throw new Error(`sub ${payload.sub}`)
    return payload
  }
}
