/*
 * Votes cast one at a time, each by another member, timed as their sender sees them; the server's
 * CPU time over them is read from /proc.
 */
import { writeHeaders, type BrowserSession } from '#bench/bench_endpoints'
import { epochMilliseconds } from '#bench/event_stream_readers'
import { cpuMillisecondsOf } from '#bench/process_stats'

export interface CastVote {
  /** Epoch milliseconds (comparable with the readers' process). */
  sentAt: number
  answeredAt: number
  /** The poll's total_votes after it, as the answer tells. */
  totalVotes: number
}

export interface VoteSeries {
  votes: CastVote[]
  /** The server's CPU time over the series, divided by its votes. */
  cpuMillisecondsPerVote: number
}

export class PollVoter {
  constructor(
    private baseUrl: string,
    private serverPid: number,
    private browser: BrowserSession,
    private voterCookies: string[],
  ) {}

  /** One vote on `postId` by each member, one after the other; `afterEach` runs before the next. */
  async series(postId: number, afterEach: (vote: CastVote) => Promise<unknown> = async () => {}): Promise<VoteSeries> {
    const votes: CastVote[] = []
    const cpuBefore = await cpuMillisecondsOf(this.serverPid)
    for (const voterCookie of this.voterCookies) {
      const vote = await this.cast(postId, voterCookie)
      votes.push(vote)
      await afterEach(vote)
    }
    const cpu = (await cpuMillisecondsOf(this.serverPid)) - cpuBefore
    return { votes, cpuMillisecondsPerVote: cpu / votes.length }
  }

  private async cast(postId: number, voterCookie: string): Promise<CastVote> {
    const sentAt = epochMilliseconds()
    const response = await fetch(`${this.baseUrl}/api/posts/${postId}/vote`, {
      method: 'POST',
      headers: { ...writeHeaders(this.browser, voterCookie), 'content-type': 'application/json' },
      body: JSON.stringify({ option: 'a' }),
    })
    const body = (await response.json()) as { totalVotes?: number }
    const answeredAt = epochMilliseconds()
    if (response.status !== 200 || body.totalVotes === undefined) {
      throw new Error(`vote on ${postId} answered ${response.status}: ${JSON.stringify(body)}`)
    }
    return { sentAt, answeredAt, totalVotes: body.totalVotes }
  }
}
