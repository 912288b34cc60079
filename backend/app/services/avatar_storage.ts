/*
 * Profile pictures: checked by content, re-encoded without metadata (image_storage.ts) and stored
 * through Drive under a server-generated name (/uploads/avatars/<name> on the local disk).
 */
import { randomUUID } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { DriveImageStore, NotAnImageError, reencodeImage } from '#services/image_storage'
import { accountErrors } from '#exceptions/account_errors'

export const avatarStore = new DriveImageStore('avatars')

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
  if (url?.startsWith(avatarStore.urlPrefix))
    await avatarStore.remove(decodeURIComponent(url.slice(avatarStore.urlPrefix.length)))
}
