// A browser tab of the cluster test: keeps the cookies every answer sets and echoes XSRF-TOKEN in
// X-CSRF-Token (as the api-client does), whichever address (a node, nginx) it talks to. Its
// requests leave from `localAddress` (another loopback address is another client to the servers).
import { request } from 'node:http'

export class Tab {
  #cookies = new Map()

  /** `timeoutMs`: a request unanswered for that long fails (ETIMEDOUT); none by default. */
  constructor(localAddress = '127.0.0.1', { timeoutMs } = {}) {
    this.localAddress = localAddress
    this.timeoutMs = timeoutMs
  }

  /**
   * Sends `body` as JSON, or as multipart/form-data when it is a FormData. An answer that is not
   * JSON (nginx's error pages) comes back as `{ text }`.
   */
  async send(baseUrl, method, path, body) {
    const headers = { cookie: this.cookieHeader() }
    const xsrf = this.#cookies.get('XSRF-TOKEN')
    if (xsrf) headers['x-csrf-token'] = decodeURIComponent(xsrf)
    let payload
    if (body instanceof FormData) {
      const encoded = new Request('http://form.invalid/', { method: 'POST', body })
      headers['content-type'] = encoded.headers.get('content-type')
      payload = Buffer.from(await encoded.arrayBuffer())
    } else if (body !== undefined) {
      headers['content-type'] = 'application/json'
      payload = Buffer.from(JSON.stringify(body))
    }
    const options = { method, headers, localAddress: this.localAddress, timeout: this.timeoutMs }
    const answer = await exchange(new URL(path, baseUrl), options, payload)
    for (const line of [answer.headers['set-cookie'] ?? []].flat()) this.#keep(line)
    return { status: answer.status, headers: answer.headers, body: parseBody(answer.text) }
  }

  #keep(line) {
    const [pair, ...attributes] = line.split(';').map((part) => part.trim())
    const separator = pair.indexOf('=')
    const [name, value] = [pair.slice(0, separator), pair.slice(separator + 1)]
    if (value === '' || attributes.some((part) => /^max-age=0$/i.test(part))) this.#cookies.delete(name)
    else this.#cookies.set(name, value)
  }

  cookieHeader() {
    return [...this.#cookies].map(([name, value]) => `${name}=${value}`).join('; ')
  }

  /** The same session in another tab (a second device). */
  clone() {
    const copy = new Tab(this.localAddress, { timeoutMs: this.timeoutMs })
    for (const [name, value] of this.#cookies) copy.#cookies.set(name, value)
    return copy
  }
}

function parseBody(text) {
  if (!text) return {}
  try {
    return JSON.parse(text)
  } catch {
    return { text }
  }
}

function exchange(url, options, payload) {
  return new Promise((resolve, reject) => {
    const outgoing = request(url, options, (incoming) => {
      let text = ''
      incoming.setEncoding('utf8')
      incoming.on('data', (chunk) => (text += chunk))
      incoming.on('end', () => resolve({ status: incoming.statusCode, headers: incoming.headers, text }))
      incoming.on('error', reject)
    })
    outgoing.on('error', reject)
    outgoing.on('timeout', () =>
      outgoing.destroy(Object.assign(new Error(`no answer in ${options.timeout} ms`), { code: 'ETIMEDOUT' })),
    )
    outgoing.end(payload)
  })
}

/** A live-results stream as @adonisjs/transmit-client opens it, read as server-sent events. */
export class EventStream {
  uid = crypto.randomUUID()
  messages = []
  #abort = new AbortController()
  #wake = () => {}

  static async open(baseUrl) {
    const stream = new EventStream()
    const response = await fetch(`${baseUrl}/api/__transmit/events?uid=${stream.uid}`, {
      signal: stream.#abort.signal,
    })
    if (response.status !== 200) throw new Error(`event stream answered ${response.status}`)
    void stream.#read(response.body)
    return stream
  }

  async #read(body) {
    const decoder = new TextDecoder()
    let buffered = ''
    try {
      for await (const chunk of body) {
        buffered += decoder.decode(chunk, { stream: true })
        const events = buffered.split('\n\n')
        buffered = events.pop()
        for (const event of events) {
          const data = event
            .split('\n')
            .filter((line) => line.startsWith('data:'))
            .map((line) => line.slice(5).trim())
            .join('\n')
          if (data) this.messages.push(JSON.parse(data))
        }
        this.#wake()
      }
    } catch {
      // closed by close()
    }
  }

  /** The first message on `channel` whose payload `accept` takes, waiting up to `deadlineMs`. */
  waitFor(channel, accept, deadlineMs) {
    const find = () => this.messages.find((message) => message.channel === channel && accept(message.payload))
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`no message on ${channel} in ${deadlineMs} ms: ${JSON.stringify(this.messages)}`)),
        deadlineMs,
      )
      this.#wake = () => {
        const found = find()
        if (found) {
          clearTimeout(timer)
          resolve(found)
        }
      }
      this.#wake()
    })
  }

  close() {
    this.#abort.abort()
  }
}
