/** The picture's own size: the dialog reserves its place, so nothing moves when it paints. */
export interface PopupImageSize {
  width: number
  height: number
}

/** Resolves once the image is loaded and decoded, with its size; null when it failed or cannot tell. */
function loadImage(url: string): Promise<PopupImageSize | null> {
  const image = new Image()
  image.src = url
  // Without decode() (older browsers, jsdom) the dialog opens at once, without a size.
  if (typeof image.decode !== 'function') return Promise.resolve(null)
  return image.decode().then(
    () => ({ width: image.naturalWidth, height: image.naturalHeight }),
    () => null,
  )
}

/**
 * Fetches the popup's picture before it opens: opened earlier, the dialog grew when the picture
 * arrived (a layout shift). The dialog's code is not fetched here: it loads when the popup first
 * opens (SitePopup), so a page nobody touches carries none of it (the JavaScript budget).
 */
export function prepareSitePopup(imageUrl: string): Promise<PopupImageSize | null> {
  return loadImage(imageUrl)
}
