/** Types of push_service.mjs. */
import type { Agent } from 'node:https'
import type { JWTPayload } from 'jose'

export interface ReceivedPush {
  deviceId: string
  /** The decrypted message, parsed. */
  message: Record<string, unknown>
  ttl: number
  urgency: string | undefined
  topic: string | undefined
  token: JWTPayload
}

export declare class PushServiceStandIn {
  readonly received: ReceivedPush[]
  /** Requests refused for a bad token or body, with the reason. */
  readonly rejected: string[]
  /** Every answer given, by device: the 201s and the statuses a test asked for. */
  readonly answered: { deviceId: string; status: number }[]
  /** The self-signed certificate (PEM) its https server presents. */
  readonly certificate: string
  static start(): Promise<PushServiceStandIn>
  /** https://127.0.0.1:<port> */
  get origin(): string
  /** An agent that trusts this service's certificate (config/push.ts `agent`). */
  agent(): Agent
  /** A new browser subscription, as `PushSubscription.toJSON()` gives it. */
  subscribe(): { endpoint: string; keys: { p256dh: string; auth: string } }
  /** The device's next answers, e.g. `answerNext(endpoint, 429)`; 201 after them. */
  answerNext(endpoint: string, ...statuses: number[]): void
  messagesTo(endpoint: string): ReceivedPush[]
  stop(): Promise<void>
}
