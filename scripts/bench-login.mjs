// Login latency against a running server: 200 sequential logins of a demo account, p50/p99.
// Usage: node scripts/bench-login.mjs [baseUrl] [count]   (default http://127.0.0.1:3333, 200)
// Successful logins are not rate limited, so the figures show the password hash and the session write.
const baseUrl = process.argv[2] ?? 'http://127.0.0.1:3333'
const count = Number(process.argv[3] ?? 200)
const credentials = { usernameOrEmail: 'member@dilemma.local', password: 'dilemma-demo' }

async function xsrfSession() {
  const response = await fetch(`${baseUrl}/api/health`)
  const cookies = response.headers.getSetCookie().map((cookie) => cookie.split(';')[0])
  const xsrf = cookies.find((cookie) => cookie.startsWith('XSRF-TOKEN='))
  if (!xsrf) throw new Error('the server set no XSRF-TOKEN cookie')
  return { cookie: cookies.join('; '), token: decodeURIComponent(xsrf.slice('XSRF-TOKEN='.length)) }
}

function percentile(sorted, fraction) {
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)]
}

const session = await xsrfSession()
const timings = []
for (let attempt = 0; attempt < count; attempt++) {
  const started = performance.now()
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: session.cookie, 'x-csrf-token': session.token },
    body: JSON.stringify(credentials),
  })
  await response.arrayBuffer()
  if (!response.ok) throw new Error(`login ${attempt + 1} answered ${response.status}`)
  timings.push(performance.now() - started)
}
timings.sort((a, b) => a - b)
console.log(
  `${count} logins: p50 ${percentile(timings, 0.5).toFixed(0)} ms, p99 ${percentile(timings, 0.99).toFixed(0)} ms, ` +
    `min ${timings[0].toFixed(0)} ms, max ${timings.at(-1).toFixed(0)} ms`,
)
