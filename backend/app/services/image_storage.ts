/*
 * Post images: the content (magic bytes), never the file name, decides whether an upload is
 * an image; every image is re-encoded with sharp, which drops EXIF/GPS metadata (members are
 * anonymous), and stored through Drive (config/drive.ts) under a server-generated name. On the
 * local disk they are served at `/uploads/posts/<name>` by web_assets_middleware with nosniff and
 * long caching; with a bucket, at UPLOADS_PUBLIC_URL.
 */
import { randomUUID } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import drive from '@adonisjs/drive/services/main'
import sharp from 'sharp'
import { fileTypeFromBuffer } from 'file-type'
import env from '#start/env'
import { uploadsMount } from '#services/web_dist'

export const ACCEPTED_IMAGE_TYPES = new Set(['image/jpeg', 'image/png', 'image/gif', 'image/webp'])
export const POST_IMAGES_FOLDER = 'posts'

export class NotAnImageError extends Error {}

/** Where image bytes are kept, in one folder of the uploads. */
export interface ImageStore {
  put(name: string, bytes: Buffer): Promise<void>
  remove(name: string): Promise<void>
  urlOf(name: string): string
}

/** Where uploads are read from by browsers: the bucket's public address, or our own /uploads/. */
const uploadsUrl = env.get('UPLOADS_PUBLIC_URL')?.replace(/\/?$/, '/') ?? uploadsMount.prefix

/** One folder of the default Drive disk. */
export class DriveImageStore implements ImageStore {
  constructor(private folder: string) {}

  /** The public URL prefix of this folder's files. */
  get urlPrefix(): string {
    return `${uploadsUrl}${this.folder}/`
  }

  async put(name: string, bytes: Buffer) {
    await drive.use().put(`${this.folder}/${name}`, bytes)
  }

  async remove(name: string) {
    await drive.use().delete(`${this.folder}/${name}`)
  }

  urlOf(name: string) {
    return `${this.urlPrefix}${encodeURIComponent(name)}`
  }

  /** Checks, re-encodes and stores the uploaded file at `path`; returns its public URL. */
  async storeUpload(path: string): Promise<string> {
    return this.urlOf(await storeImage(path, this))
  }

  /** Removes a file of this folder by its public URL; other URLs (none of ours) are left alone. */
  async removeByUrl(url: string | null) {
    if (url?.startsWith(this.urlPrefix)) await this.remove(decodeURIComponent(url.slice(this.urlPrefix.length)))
  }
}

export const postImageStore = new DriveImageStore(POST_IMAGES_FOLDER)

/** The pictures of site popups (admin-spec §2 "Popups tab"). */
export const popupImageStore = new DriveImageStore('popups')

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
export async function storeImage(path: string, store: ImageStore = postImageStore): Promise<string> {
  const encoded = await reencodeImage(await readFile(path))
  const name = `${randomUUID()}.webp`
  await store.put(name, encoded)
  return name
}
