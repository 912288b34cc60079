/*
 * The far end of TimedClient (timed_client.ts): sends each request it is told to and reports its
 * answer and how long it took. A process of its own, like a real client, so the server's work
 * after an answer cannot delay the reading of it.
 */
import type { TimedRequest } from '#tests/helpers/timed_client'

process.on('message', async ({ id, url, init }: TimedRequest) => {
  const started = performance.now()
  const response = await fetch(url, init)
  const body = await response.text()
  const elapsedMs = performance.now() - started
  process.send!({ id, status: response.status, setCookies: response.headers.getSetCookie(), body, elapsedMs })
})
