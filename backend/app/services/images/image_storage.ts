/*
 * Stored images: checked and re-encoded by image_processing.ts (magic bytes, a pixel limit, WebP
 * without EXIF/GPS metadata, shrunk to the size they are shown at) and stored through Drive
 * (config/drive.ts) under a server-generated name. On the local disk they are served at
 * `/uploads/<folder>/<name>` by web_assets_middleware with nosniff and long caching; with a
 * bucket, at UPLOADS_PUBLIC_URL.
 */
import { randomUUID } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import drive from '@adonisjs/drive/services/main'
import env from '#start/env'
import { uploadsMount } from '#services/http/web_dist'
import { reencodeImage } from '#services/images/image_processing'

export const POST_IMAGES_FOLDER = 'posts'

/** The long side of post and popup pictures: a full-width card on a high-density screen. */
const LARGE_IMAGE_SIDE = 2048

/** Where image bytes are kept, in one folder of the uploads. */
export interface ImageStore {
  /** The longest side, in pixels, of the images kept here. */
  readonly maxSide: number
  put(name: string, bytes: Buffer): Promise<void>
  remove(name: string): Promise<void>
  urlOf(name: string): string
}

/** Where uploads are read from by browsers: the bucket's public address, or our own /uploads/. */
const uploadsUrl = env.get('UPLOADS_PUBLIC_URL')?.replace(/\/?$/, '/') ?? uploadsMount.prefix

/** One folder of the default Drive disk. */
export class DriveImageStore implements ImageStore {
  constructor(
    private folder: string,
    readonly maxSide: number,
  ) {}

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

  /** The Drive key of one of this folder's files by its public URL; null for other URLs. */
  keyOf(url: string | null): string | null {
    if (!url?.startsWith(this.urlPrefix)) return null
    return `${this.folder}/${decodeURIComponent(url.slice(this.urlPrefix.length))}`
  }

  /** Removes a file of this folder by its public URL; other URLs (none of ours) are left alone. */
  async removeByUrl(url: string | null) {
    if (url?.startsWith(this.urlPrefix)) await this.remove(decodeURIComponent(url.slice(this.urlPrefix.length)))
  }
}

export const postImageStore = new DriveImageStore(POST_IMAGES_FOLDER, LARGE_IMAGE_SIDE)

/** The pictures of site popups (admin-spec §2 "Popups tab"). */
export const popupImageStore = new DriveImageStore('popups', LARGE_IMAGE_SIDE)

/** Checks, re-encodes and stores the uploaded file at `path`; returns the stored name. */
export async function storeImage(path: string, store: ImageStore = postImageStore): Promise<string> {
  const encoded = await reencodeImage(await readFile(path), store.maxSide)
  const name = `${randomUUID()}.webp`
  await store.put(name, encoded)
  return name
}
