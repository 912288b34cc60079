/*
 * Profile pictures: checked by content, re-encoded without metadata (image_storage.ts) and stored
 * through Drive under a server-generated name (/uploads/avatars/<name> on the local disk).
 */
import { DriveImageStore } from '#services/images/image_storage'
import { NotAnImageError } from '#services/images/image_processing'
import { accountErrors } from '#exceptions/account_errors'

/** Avatars are shown small (at most a profile header); 512 px covers high-density screens. */
const AVATAR_SIDE = 512

export const avatarStore = new DriveImageStore('avatars', AVATAR_SIDE)

/** Stores the uploaded file at `path` as an avatar; returns its public URL. */
export async function storeAvatar(path: string): Promise<string> {
  try {
    return await avatarStore.storeUpload(path)
  } catch (error) {
    if (error instanceof NotAnImageError) throw accountErrors.invalidImage()
    throw error
  }
}

/** Removes a stored avatar by its URL; other URLs (none of ours) are left alone. */
export const removeAvatar = (url: string | null) => avatarStore.removeByUrl(url)
