/*
 * The requests the benchmarks send, as a browser that loaded the app sends them: its session and
 * XSRF cookies on every request (the CSRF secret is not per user), a browser's accept-encoding,
 * and votes with the XSRF header.
 */
import type autocannon from 'autocannon'
import type { BenchSessions } from '#database/bench/bench_session'

/** What a browser sends: the server compresses feeds as it would for a real reader. */
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br' }
const FEED_PATH = '/api/posts?page=1&limit=10&seed=12345'

export interface BrowserSession {
  cookies: string
  xsrf: string
}

/** The session and XSRF cookies a browser gets on its first GET. */
export async function openBrowserSession(baseUrl: string): Promise<BrowserSession> {
  const response = await fetch(`${baseUrl}/api/health`)
  const pairs = response.headers.getSetCookie().map((line) => line.split(';')[0]!)
  const xsrfPair = pairs.find((pair) => pair.startsWith('XSRF-TOKEN='))
  if (!xsrfPair) throw new Error('the server did not hand out an XSRF-TOKEN cookie')
  return { cookies: pairs.join('; '), xsrf: decodeURIComponent(xsrfPair.slice('XSRF-TOKEN='.length)) }
}

/** The headers of a browser's state-changing call, signed in with `memberCookie` (a guest without). */
export function writeHeaders(browser: BrowserSession, memberCookie?: string): Record<string, string> {
  return {
    ...BROWSER_HEADERS,
    cookie: memberCookie ? `${memberCookie}; ${browser.cookies}` : browser.cookies,
    'x-csrf-token': browser.xsrf,
  }
}

export type NextVote = () => { voterCookie: string; postId: number }

/**
 * Realistic vote load: consecutive votes come from different members and go to different polls,
 * as when many members vote at once (one member's votes arriving 50 at a time would queue on her
 * own counter row), and no (member, poll) pair repeats: member v's r-th vote goes to poll
 * r + v × stride, so the members' sequences never meet within postCount rounds.
 */
export function distinctVotes({ voterCookies, firstPostId, postCount }: BenchSessions): NextVote {
  const stride = Math.max(1, Math.floor(postCount / voterCookies.length))
  let sent = 0
  return () => {
    const voter = sent % voterCookies.length
    const round = Math.floor(sent / voterCookies.length)
    sent += 1
    return { voterCookie: voterCookies[voter]!, postId: firstPostId + ((round + voter * stride) % postCount) }
  }
}

/** autocannon options for each endpoint of one server; the duration is the rounds' (autocannon_rounds.ts). */
export class BenchEndpoints {
  private constructor(
    private baseUrl: string,
    private browser: BrowserSession,
    private readerCookie: string,
    private connections: number,
  ) {}

  static async open(baseUrl: string, { readerCookie }: BenchSessions, connections: number): Promise<BenchEndpoints> {
    return new BenchEndpoints(baseUrl, await openBrowserSession(baseUrl), readerCookie, connections)
  }

  /** A static JSON route (the server runs with BENCH=1): the framework's own floor. */
  bare(): autocannon.Options {
    return this.get('/api/bench/bare', this.browser.cookies)
  }

  guestFeed(): autocannon.Options {
    return this.get(FEED_PATH, this.browser.cookies)
  }

  memberFeed(): autocannon.Options {
    return this.get(FEED_PATH, this.memberCookies())
  }

  /** The badge poll of every signed-in tab. */
  badgePoll(): autocannon.Options {
    return this.get('/api/users/badges/new', this.memberCookies())
  }

  /** Votes in the order `nextVote` gives; share one sequence between servers on one database. */
  votes(nextVote: NextVote): autocannon.Options {
    return {
      url: this.baseUrl,
      connections: this.connections,
      requests: [
        {
          method: 'POST',
          setupRequest: (request) => {
            const { voterCookie, postId } = nextVote()
            const headers = { ...writeHeaders(this.browser, voterCookie), 'content-type': 'application/json' }
            return { ...request, headers, path: `/api/posts/${postId}/vote`, body: JSON.stringify({ option: 'a' }) }
          },
        },
      ],
    }
  }

  /**
   * The reader's first request counts her login day and grants the first-visit badge; she clears
   * it as the notification list does, so the badge polls measured are the common case: nothing new.
   */
  async clearReaderBadges(): Promise<void> {
    const headers = { ...BROWSER_HEADERS, cookie: this.memberCookies() }
    const unseen = await fetch(`${this.baseUrl}/api/users/badges/new`, { headers })
    const { newBadges } = (await unseen.json()) as { newBadges: { id: number }[] }
    for (const { id } of newBadges) {
      const cleared = await fetch(`${this.baseUrl}/api/users/mark-badge-seen/${id}`, {
        method: 'POST',
        headers: writeHeaders(this.browser, this.readerCookie),
      })
      if (!cleared.ok) throw new Error(`mark-badge-seen ${id} answered ${cleared.status}`)
    }
  }

  private memberCookies(): string {
    return `${this.readerCookie}; ${this.browser.cookies}`
  }

  private get(path: string, cookie: string): autocannon.Options {
    return { url: `${this.baseUrl}${path}`, connections: this.connections, headers: { ...BROWSER_HEADERS, cookie } }
  }
}

const SUBSCRIBE_CONCURRENCY = 10

/**
 * Subscribes each live-results stream to `channel`, as a tab's transmit client does (with its
 * session's XSRF token), a few at a time.
 */
export async function subscribeStreams(baseUrl: string, browser: BrowserSession, uids: string[], channel: string) {
  const queue = [...uids]
  const subscribeNext = async () => {
    for (let uid = queue.shift(); uid !== undefined; uid = queue.shift()) {
      const response = await fetch(`${baseUrl}/api/__transmit/subscribe`, {
        method: 'POST',
        headers: { ...writeHeaders(browser), 'content-type': 'application/json' },
        body: JSON.stringify({ uid, channel }),
      })
      if (response.status !== 204) throw new Error(`subscribing to ${channel} answered ${response.status}`)
    }
  }
  await Promise.all(Array.from({ length: SUBSCRIBE_CONCURRENCY }, subscribeNext))
}
