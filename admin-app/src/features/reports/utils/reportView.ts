import type { AdminReport } from '@dilemma/api-client'

/** A report whose title is missing refers to a deleted post (admin-spec §3). */
export function isPostDeleted(report: AdminReport): boolean {
  return report.title === null
}

export interface ReportImage {
  letter: 'A' | 'B' | 'C' | 'D'
  url: string
}

/** The post's images (at most four), in the order of their option letters. */
export function reportImages(report: AdminReport): ReportImage[] {
  const images = [
    { letter: 'A', url: report.image_a },
    { letter: 'B', url: report.image_b },
    { letter: 'C', url: report.image_c },
    { letter: 'D', url: report.image_d },
  ] as const
  return images.filter((image): image is ReportImage => image.url !== null && image.url !== '')
}
