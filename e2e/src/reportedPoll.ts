import type { Page } from 'playwright-core'
import { expect } from 'vitest'
import { callApiAs } from './demoMembers.js'

export interface ReportedPoll {
  /** The demo account that asks the question. */
  author: string
  title: string
  description: string
  options: [string, string]
  /** One report per entry: the demo account that reports it and the reason it gives. */
  reports: [reporter: string, reason: string][]
}

/** Creates the poll through the API and reports it as each reporter; returns its id. */
export async function createReportedPoll(page: Page, poll: ReportedPoll): Promise<number> {
  const [created] = await callApiAs(page, poll.author, [
    {
      method: 'POST',
      path: '/posts',
      body: {
        title: poll.title,
        description: poll.description,
        option_a: poll.options[0],
        option_b: poll.options[1],
        time_limit: 24,
      },
    },
  ])
  expect(created!.status).toBe(201)
  const postId = (created!.body.post as { id: number }).id
  for (const [reporter, reason] of poll.reports) {
    const [reported] = await callApiAs(page, reporter, [
      { method: 'POST', path: `/posts/${postId}/report`, body: { reason } },
    ])
    expect(reported!.status).toBe(201)
  }
  return postId
}
