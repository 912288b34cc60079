/*
 * Turns uploaded bytes into the image we store: checked by content (magic bytes, never the file
 * name), refused above a pixel count before anything is decoded, re-encoded as WebP without
 * EXIF/GPS metadata (members are anonymous) and shrunk to the size it is shown at.
 */
import { availableParallelism } from 'node:os'
import sharp, { type Metadata } from 'sharp'
import pLimit from 'p-limit'
import { fileTypeFromBuffer } from 'file-type'
import { uploadErrors } from '#exceptions/upload_errors'

export const ACCEPTED_IMAGE_TYPES = new Set(['image/jpeg', 'image/png', 'image/gif', 'image/webp'])

/**
 * A 5 MB PNG or GIF can describe billions of pixels that take gigabytes and many seconds to
 * decode; 40 megapixels is more than any phone camera takes.
 */
export const MAX_INPUT_PIXELS = 40_000_000

export class NotAnImageError extends Error {}

/*
 * Decoding is CPU work on libuv's thread pool, which also hashes passwords and reads files: one
 * image at a time, on at most half the cores, so uploads queue behind each other instead of
 * starving logins and page loads.
 */
sharp.concurrency(Math.max(1, Math.floor(availableParallelism() / 2)))
export const imageJobs = pLimit(1)

/**
 * JPEG/PNG/GIF/WebP bytes re-encoded as WebP, at most `maxSide` pixels on the long side.
 * NotAnImageError when they are no such image; IMAGE_TOO_LARGE, without waiting for other
 * images, when the header announces more than MAX_INPUT_PIXELS.
 */
export async function reencodeImage(bytes: Buffer, maxSide: number): Promise<Buffer> {
  const detected = await fileTypeFromBuffer(bytes)
  if (!detected || !ACCEPTED_IMAGE_TYPES.has(detected.mime)) throw new NotAnImageError('not an accepted image type')
  const animated = detected.mime === 'image/gif'
  if (pixelsOf(await readHeader(bytes, animated)) > MAX_INPUT_PIXELS) {
    throw uploadErrors.imageTooLarge(MAX_INPUT_PIXELS)
  }
  return imageJobs(async () => {
    try {
      // rotate() applies the EXIF orientation before the metadata is dropped; sharp's own pixel
      // limit stays on as a second guard.
      return await sharp(bytes, { animated, limitInputPixels: MAX_INPUT_PIXELS })
        .rotate()
        .resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 82 })
        .toBuffer()
    } catch {
      throw new NotAnImageError('the image could not be decoded')
    }
  })
}

/** Dimensions and frame count from the header only; no pixel is decoded. */
async function readHeader(bytes: Buffer, animated: boolean): Promise<Metadata> {
  try {
    return await sharp(bytes, { animated, limitInputPixels: false }).metadata()
  } catch {
    throw new NotAnImageError('the image header could not be read')
  }
}

/** Every pixel of every frame: an animation of small frames can be as big as one huge image. */
function pixelsOf({ width = 0, height = 0, pageHeight, pages = 1 }: Metadata): number {
  return width * (pageHeight ?? height) * pages
}
