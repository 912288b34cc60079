/*
 * Profile pictures: checked by content, re-encoded without metadata (image_storage.ts) and stored
 * under a server-generated name at /uploads/avatars/<name>.
 */
import { randomUUID } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { LocalImageStore, NotAnImageError, reencodeImage, type ImageStore } from '#services/image_storage'
import { uploadsMount } from '#services/web_dist'
import { accountErrors } from '#exceptions/account_errors'

const AVATARS_FOLDER = 'avatars'
const AVATAR_URL_PREFIX = `${uploadsMount.prefix}${AVATARS_FOLDER}/`

export const avatarStore: ImageStore = new LocalImageStore(
  join(uploadsMount.directory, AVATARS_FOLDER),
  AVATAR_URL_PREFIX,
)

/** Stores the uploaded file at `path` as an avatar; returns its public URL. */
export async function storeAvatar(path: string): Promise<string> {
  let encoded: Buffer
  try {
    encoded = await reencodeImage(await readFile(path))
  } catch (error) {
    if (error instanceof NotAnImageError) throw accountErrors.invalidImage()
    throw error
  }
  const name = `${randomUUID()}.webp`
  await avatarStore.put(name, encoded)
  return avatarStore.urlOf(name)
}

/** Removes a stored avatar by its URL; other URLs (none of ours) are left alone. */
export async function removeAvatar(url: string | null) {
  if (url?.startsWith(AVATAR_URL_PREFIX))
    await avatarStore.remove(decodeURIComponent(url.slice(AVATAR_URL_PREFIX.length)))
}
