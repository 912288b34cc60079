import { toPng } from 'html-to-image'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { SCREENSHOT_TIMEOUT_MS, saveCardAsPng, withTimeout } from './cardScreenshot'

vi.mock('html-to-image', () => ({ toPng: vi.fn() }))

const pngDataUrl = 'data:image/png;base64,iVBORw0KGgo='

/** The links clicked to download, without jsdom trying to follow them. */
function spyOnDownloads() {
  const downloads: { href: string; download: string; inDocument: boolean }[] = []
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    downloads.push({ href: this.href, download: this.download, inDocument: document.body.contains(this) })
  })
  return downloads
}

beforeEach(() => {
  vi.mocked(toPng).mockReset()
})

afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

describe('saveCardAsPng', () => {
  it('says that the card is missing when there is no element', async () => {
    expect(await saveCardAsPng(null)).toEqual({ status: 'missing' })
    expect(toPng).not.toHaveBeenCalled()
  })

  it('draws the card at scale 2 on a transparent background and downloads it with a timestamped name', async () => {
    vi.mocked(toPng).mockResolvedValue(pngDataUrl)
    const downloads = spyOnDownloads()
    const card = document.createElement('div')

    expect(await saveCardAsPng(card, 1767225600000)).toEqual({
      status: 'saved',
      fileName: 'dilemma-question-1767225600000.png',
    })
    // One size whatever the screen: drawn 540 px wide (1080 px at scale 2), as high as its texts at that width.
    Object.defineProperty(card, 'scrollHeight', { get: () => (card.style.width === '540px' ? 610 : 999) })
    expect(await saveCardAsPng(card, 1767225600001)).toMatchObject({ status: 'saved' })
    expect(toPng).toHaveBeenLastCalledWith(card, {
      pixelRatio: 2,
      quality: 1,
      cacheBust: true,
      width: 540,
      height: 610,
      style: { width: '540px', height: '610px', margin: '0' },
    })
    expect(card.style.width).toBe('')
    expect(vi.mocked(toPng).mock.calls[0]?.[1]).not.toHaveProperty('backgroundColor')
    expect(downloads[0]).toEqual({ href: pngDataUrl, download: 'dilemma-question-1767225600000.png', inDocument: true })
    expect(document.querySelector('a')).toBeNull()
  })

  it('fails when drawing fails, without a download', async () => {
    const failure = new Error('tainted canvas')
    vi.mocked(toPng).mockRejectedValue(failure)
    const downloads = spyOnDownloads()

    expect(await saveCardAsPng(document.createElement('div'))).toEqual({ status: 'failed', error: failure })
    expect(downloads).toEqual([])
  })

  it(`gives up after ${SCREENSHOT_TIMEOUT_MS} ms`, async () => {
    vi.useFakeTimers()
    vi.mocked(toPng).mockReturnValue(new Promise<string>(() => {}))
    const downloads = spyOnDownloads()

    let outcome: Awaited<ReturnType<typeof saveCardAsPng>> | undefined
    void saveCardAsPng(document.createElement('div')).then((result) => (outcome = result))
    await vi.advanceTimersByTimeAsync(SCREENSHOT_TIMEOUT_MS - 1)
    expect(outcome).toBeUndefined()
    await vi.advanceTimersByTimeAsync(1)

    expect(outcome).toMatchObject({ status: 'failed', error: { name: 'ScreenshotTimeoutError' } })
    expect(downloads).toEqual([])
  })
})

describe('withTimeout', () => {
  it('answers what the work answers in time, and leaves no timer behind', async () => {
    vi.useFakeTimers()
    await expect(withTimeout(Promise.resolve('done'), 1000)).resolves.toBe('done')
    expect(vi.getTimerCount()).toBe(0)
  })
})
