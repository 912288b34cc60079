/** Image loading time-out of the screenshot step (admin-spec §9). */
export const SCREENSHOT_TIMEOUT_MS = 15_000

export const SCREENSHOT_FILE_PREFIX = 'dilemma-question-'

/** The card is drawn this wide (CSS px) whatever the screen: the PNG is 1080 px wide at scale 2. */
export const EXPORT_CARD_WIDTH = 540

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

/** The card's height when laid out `EXPORT_CARD_WIDTH` wide: only its texts decide it, not the screen. */
function heightAtExportWidth(card: HTMLElement): number {
  const { width } = card.style
  card.style.width = `${EXPORT_CARD_WIDTH}px`
  const height = card.scrollHeight
  card.style.width = width
  return height
}

/**
 * Draws `card` as a PNG (admin-spec §9: scale 2, transparent background, quality 1) and downloads
 * it as `dilemma-question-<timestamp>.png`. It is drawn `EXPORT_CARD_WIDTH` wide, so the image has
 * one size whatever the screen (1080 px wide). html-to-image is loaded on the first export only.
 */
export async function saveCardAsPng(card: HTMLElement | null, now: number = Date.now()): Promise<ScreenshotOutcome> {
  if (!card) return { status: 'missing' }
  try {
    const { toPng } = await import('html-to-image')
    const size = { width: EXPORT_CARD_WIDTH, height: heightAtExportWidth(card) }
    // No backgroundColor: what the card does not cover stays transparent.
    const dataUrl = await withTimeout(
      toPng(card, {
        pixelRatio: 2,
        quality: 1,
        cacheBust: true,
        ...size,
        style: { width: `${size.width}px`, height: `${size.height}px`, margin: '0' },
      }),
      SCREENSHOT_TIMEOUT_MS,
    )
    const fileName = `${SCREENSHOT_FILE_PREFIX}${now}.png`
    download(dataUrl, fileName)
    return { status: 'saved', fileName }
  } catch (error) {
    return { status: 'failed', error }
  }
}
