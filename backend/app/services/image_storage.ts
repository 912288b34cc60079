/*
 * Post images: the content (magic bytes), never the file name, decides whether an upload is
 * an image; every image is re-encoded with sharp, which drops EXIF/GPS metadata (members are
 * anonymous), and stored under a server-generated name. Files live under the uploads mount
 * (`/uploads/posts/<name>`), which web_assets_middleware serves with nosniff and long caching.
 */
import { randomUUID } from 'node:crypto'
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import sharp from 'sharp'
import { fileTypeFromBuffer } from 'file-type'
import { uploadsMount } from '#services/web_dist'

export const ACCEPTED_IMAGE_TYPES = new Set(['image/jpeg', 'image/png', 'image/gif', 'image/webp'])
export const POST_IMAGES_FOLDER = 'posts'

export class NotAnImageError extends Error {}

/** Where image bytes are kept. The local disk by default; an object store can implement the same. */
export interface ImageStore {
  put(name: string, bytes: Buffer): Promise<void>
  remove(name: string): Promise<void>
  urlOf(name: string): string
}

export class LocalImageStore implements ImageStore {
  constructor(
    private directory: string,
    private urlPrefix: string,
  ) {}

  async put(name: string, bytes: Buffer) {
    await mkdir(this.directory, { recursive: true })
    await writeFile(join(this.directory, name), bytes)
  }

  async remove(name: string) {
    await rm(join(this.directory, name), { force: true })
  }

  urlOf(name: string) {
    return `${this.urlPrefix}${encodeURIComponent(name)}`
  }
}

export const postImageStore: ImageStore = new LocalImageStore(
  join(uploadsMount.directory, POST_IMAGES_FOLDER),
  `${uploadsMount.prefix}${POST_IMAGES_FOLDER}/`,
)

/** JPEG/PNG/GIF/WebP bytes re-encoded as WebP without metadata; NotAnImageError otherwise. */
export async function reencodeImage(bytes: Buffer): Promise<Buffer> {
  const detected = await fileTypeFromBuffer(bytes)
  if (!detected || !ACCEPTED_IMAGE_TYPES.has(detected.mime)) throw new NotAnImageError('not an accepted image type')
  try {
    // rotate() applies the EXIF orientation before the metadata is dropped.
    return await sharp(bytes, { animated: detected.mime === 'image/gif' })
      .rotate()
      .webp({ quality: 82 })
      .toBuffer()
  } catch {
    throw new NotAnImageError('the image could not be decoded')
  }
}

/** Checks, re-encodes and stores the uploaded file at `path`; returns the stored name. */
export async function storePostImage(path: string, store: ImageStore = postImageStore): Promise<string> {
  const encoded = await reencodeImage(await readFile(path))
  const name = `${randomUUID()}.webp`
  await store.put(name, encoded)
  return name
}
