// The fault test's load: a few clients through nginx voting, reading the feed and polls, and
// signing in, each request recorded with its moments and outcome. Bounded by a count and a time:
// it ends by itself if the test forgets to stop it.
import { setTimeout as sleep } from 'node:timers/promises'
import { Tab } from '../cluster/client.mjs'

/** One client's round of requests: votes the most, as in a burst, with reads and a sign-in. */
const ROUND = ['vote', 'feed', 'vote', 'post', 'vote', 'feed', 'vote', 'login']
/** A request unanswered for this long counts as failed (nginx's own upstream timeout is 60 s). */
export const REQUEST_TIMEOUT_MS = 30_000

/** The outcome of a record: 'ok' (2xx), the status, or the error code of a request without answer. */
export function outcomeOf(record) {
  if (record.error) return record.error
  return record.status >= 200 && record.status < 300 ? 'ok' : String(record.status)
}

export class Load {
  /** Every request: { kind, start, end, status?, error?, retryAfter?, code? } (epoch ms). */
  records = []
  /** Votes answered 200: [postId, userId]. */
  acknowledged = []
  #stopping = false

  /**
   * `voters`: [{ tab, userId, next }] signed in (`next` is the index of her next poll in
   * `postIds`; a poll is voted on once, whatever the answer); `login`: the account the load signs
   * in as, from `clientAddress`.
   */
  constructor({ baseUrl, voters, postIds, login, clients = 4, maxRequests = 60_000, maxMs = 240_000 }) {
    Object.assign(this, { baseUrl, voters, postIds, login, clients, maxRequests, maxMs })
  }

  start() {
    this.startedAt = Date.now()
    this.done = Promise.all(Array.from({ length: this.clients }, (_, client) => this.#client(client)))
    return this
  }

  /** Ends the load once its requests in flight are answered. */
  async stop() {
    this.#stopping = true
    await this.done
    this.stoppedAt = Date.now()
  }

  get over() {
    return this.#stopping || this.records.length >= this.maxRequests || Date.now() - this.startedAt >= this.maxMs
  }

  /** Resolves once `count` more requests have been answered (or failed) than when called. */
  async waitForRequests(count, waitFor) {
    const target = this.records.length + count
    await waitFor(`${count} more requests of the load`, () => this.over || this.records.length >= target)
    if (this.records.length < target) throw new Error(`the load ended after ${this.records.length} requests`)
  }

  /** Resolves once `count` more votes have been acknowledged than when called. */
  async waitForVotes(count, waitFor) {
    const target = this.acknowledged.length + count
    await waitFor(`${count} more acknowledged votes`, () => this.over || this.acknowledged.length >= target)
    if (this.acknowledged.length < target) throw new Error(`the load ended after ${this.acknowledged.length} votes`)
  }

  async #client(client) {
    const voters = this.voters.filter((_, index) => index % this.clients === client)
    for (let step = client; !this.over; step++) {
      const kind = ROUND[step % ROUND.length]
      const voter = voters[step % voters.length]
      const record = await this.#request(kind, voter)
      this.records.push(record)
      // A failed request is not repeated at once: no busy loop against a server that refuses.
      if (outcomeOf(record) !== 'ok') await sleep(25)
    }
  }

  async #request(kind, voter) {
    const post = this.postIds[voter.next % this.postIds.length]
    const start = Date.now()
    const record = { kind, start }
    let answer
    try {
      if (kind === 'vote' && voter.next < this.postIds.length) {
        voter.next++ // voted on once, whatever the answer: a retry could meet her committed vote
        answer = await voter.tab.send(this.baseUrl, 'POST', `/api/posts/${post}/vote`, { option: 'a' })
        if (answer.status === 200) this.acknowledged.push([post, voter.userId])
      } else if (kind === 'post') {
        answer = await voter.tab.send(this.baseUrl, 'GET', `/api/posts/${post}`)
      } else if (kind === 'login') {
        // A browser that has not signed in yet: a first page (its XSRF cookie), then the login.
        const tab = new Tab(this.login.clientAddress, { timeoutMs: REQUEST_TIMEOUT_MS })
        const page = await tab.send(this.baseUrl, 'GET', '/api/posts?page=1&limit=5')
        if (page.status !== 200) answer = page
        else {
          this.records.push({ ...this.#ending(page), kind: 'feed', start })
          record.start = Date.now()
          answer = await tab.send(this.baseUrl, 'POST', '/api/auth/login', {
            usernameOrEmail: this.login.account,
            password: this.login.password,
          })
        }
      } else {
        answer = await voter.tab.send(this.baseUrl, 'GET', '/api/posts?page=1')
      }
      return { ...record, ...this.#ending(answer) }
    } catch (error) {
      return { ...record, end: Date.now(), error: error.code ?? error.message }
    }
  }

  #ending(answer) {
    return {
      end: Date.now(),
      status: answer.status,
      retryAfter: answer.headers['retry-after'],
      code: answer.body?.code ?? answer.body?.error?.code,
    }
  }
}

/**
 * The load's figures between `from` and `to` (epoch ms, by the moment a request was sent):
 * requests, failed ones by outcome, the last failure's end, the median and slowest answer (ms).
 */
export function tally(records, from = 0, to = Infinity) {
  const inside = records.filter((record) => record.start >= from && record.start < to)
  const failed = {}
  let lastFailureEnd = null
  for (const record of inside) {
    const outcome = outcomeOf(record)
    if (outcome === 'ok') continue
    failed[outcome] = (failed[outcome] ?? 0) + 1
    lastFailureEnd = Math.max(lastFailureEnd ?? 0, record.end)
  }
  const failedCount = Object.values(failed).reduce((sum, count) => sum + count, 0)
  const durations = inside.map((record) => record.end - record.start).sort((a, b) => a - b)
  return {
    requests: inside.length,
    failed: failedCount,
    failedBy: failed,
    lastFailureEnd,
    medianMs: durations[Math.floor(durations.length / 2)] ?? null,
    slowestMs: durations.at(-1) ?? null,
  }
}
