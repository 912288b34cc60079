import { preloadOverlays } from '@dilemma/design-system'

export const loadSitePopupModal = () => import('./SitePopupModal')

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
 * Fetches what the popup's dialog needs before it opens: its picture, its own chunk and Mantine's
 * overlays, all at once. Opened earlier, the dialog grew when the picture arrived (a layout shift)
 * and waited for the two chunks one after the other.
 */
export async function prepareSitePopup(imageUrl: string): Promise<PopupImageSize | null> {
  const [size] = await Promise.all([loadImage(imageUrl), loadSitePopupModal(), preloadOverlays()])
  return size
}
