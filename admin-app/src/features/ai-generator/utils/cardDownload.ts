import type { SocialCardFormat } from '@dilemma/api-client'

export const CARD_FILE_PREFIX = 'dilemma-question-'

export type CardDownloadOutcome = { status: 'saved'; fileName: string } | { status: 'failed'; error: unknown }

function download(href: string, fileName: string) {
  const link = document.createElement('a')
  link.href = href
  link.download = fileName
  // Some browsers follow only links that are part of the document.
  document.body.append(link)
  link.click()
  link.remove()
}

/**
 * Downloads the card the server drew (`drawCard`, the one renderer of the console, the CLI and link
 * previews) as `dilemma-question-<format>-<timestamp>.png`.
 */
export async function downloadCard(
  drawCard: () => Promise<Blob>,
  format: SocialCardFormat,
  now: number = Date.now(),
): Promise<CardDownloadOutcome> {
  try {
    const href = URL.createObjectURL(await drawCard())
    const fileName = `${CARD_FILE_PREFIX}${format}-${now}.png`
    download(href, fileName)
    URL.revokeObjectURL(href)
    return { status: 'saved', fileName }
  } catch (error) {
    return { status: 'failed', error }
  }
}
