import type { ReportGroup } from '@dilemma/api-client'
import { describe, expect, it } from 'vitest'
import { groupActions, groupKey, unlistedReportCount } from './reportGroupView'

const report = {
  report_id: 3,
  reason: 'Spam',
  reporter_username: 'ayse',
  watched_word: null,
  owner_username: 'mara',
  report_created_at: '2026-03-06T10:05:00.000Z',
  post_id: 4,
  title: 'Kita or nanny?',
  description: null,
  image_a: null,
  image_b: null,
  image_c: null,
  image_d: null,
}
const group: ReportGroup = {
  post_id: 4,
  report_count: 1,
  latest_report_at: report.report_created_at,
  post: { id: 4, title: 'Kita or nanny?', description: null, status: 'active', owner: null, options: [] },
  reports: [report],
}

describe('report group view', () => {
  it('offers delete and reject for a live post, only clear once it is deleted', () => {
    expect(groupActions(group)).toEqual(['deletePost', 'reject'])
    expect(groupActions({ ...group, post: null })).toEqual(['clear'])
  })

  it('keys a card by its post, or by its report once the post is purged', () => {
    expect(groupKey(group)).toBe('post-4')
    expect(groupKey({ ...group, post_id: null, post: null })).toBe('report-3')
  })

  it('counts the reports the card does not list', () => {
    expect(unlistedReportCount(group)).toBe(0)
    expect(unlistedReportCount({ ...group, report_count: 60 })).toBe(59)
  })
})
