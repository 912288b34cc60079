/** Image loading time-out of the screenshot step (admin-spec §9). */
export const SCREENSHOT_TIMEOUT_MS = 15_000

export const SCREENSHOT_FILE_PREFIX = 'dilemma-question-'

export type ScreenshotOutcome =
  { status: 'saved'; fileName: string } | { status: 'missing' } | { status: 'failed'; error: unknown }

export class ScreenshotTimeoutError extends Error {
  override readonly name = 'ScreenshotTimeoutError'
}

/** `work`, or a `ScreenshotTimeoutError` once `milliseconds` have passed without its outcome. */
export async function withTimeout<T>(work: Promise<T>, milliseconds: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(
      () => reject(new ScreenshotTimeoutError(`The screenshot took longer than ${milliseconds} ms`)),
      milliseconds,
    )
  })
  try {
    return await Promise.race([work, timeout])
  } finally {
    clearTimeout(timer)
  }
}

function download(dataUrl: string, fileName: string) {
  const link = document.createElement('a')
  link.href = dataUrl
  link.download = fileName
  // Some browsers follow only links that are part of the document.
  document.body.append(link)
  link.click()
  link.remove()
}

/**
 * Draws `card` as a PNG (admin-spec §9: scale 2, transparent background, quality 1) and downloads
 * it as `dilemma-question-<timestamp>.png`. html-to-image is loaded on the first export only.
 */
export async function saveCardAsPng(card: HTMLElement | null, now: number = Date.now()): Promise<ScreenshotOutcome> {
  if (!card) return { status: 'missing' }
  try {
    const { toPng } = await import('html-to-image')
    // No backgroundColor: what the card does not cover stays transparent.
    const dataUrl = await withTimeout(
      toPng(card, { pixelRatio: 2, quality: 1, cacheBust: true }),
      SCREENSHOT_TIMEOUT_MS,
    )
    const fileName = `${SCREENSHOT_FILE_PREFIX}${now}.png`
    download(dataUrl, fileName)
    return { status: 'saved', fileName }
  } catch (error) {
    return { status: 'failed', error }
  }
}
