import type { AdminReport } from '@dilemma/api-client'
import { describe, expect, it } from 'vitest'
import { isPostDeleted, reportImages } from './reportView'

const report: AdminReport = {
  report_id: 1,
  reason: 'spam',
  reporter_username: 'ayse',
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

describe('isPostDeleted', () => {
  it('is true only when the title is missing', () => {
    expect(isPostDeleted(report)).toBe(false)
    expect(isPostDeleted({ ...report, title: null, post_id: null })).toBe(true)
  })
})

describe('reportImages', () => {
  it('lists the images that are set, lettered A to D', () => {
    expect(reportImages({ ...report, image_a: 'https://x/a.png', image_c: 'https://x/c.png' })).toEqual([
      { letter: 'A', url: 'https://x/a.png' },
      { letter: 'C', url: 'https://x/c.png' },
    ])
  })

  it('is empty without images', () => {
    expect(reportImages({ ...report, image_b: '' })).toEqual([])
  })
})
