import type { UpdateProfileRequest, User } from '@dilemma/api-client'

export interface ProfileDraft {
  username: string
  bio: string
  avatar: File | null
}

export function draftOf(user: Pick<User, 'username' | 'bio'>): ProfileDraft {
  return { username: user.username, bio: user.bio ?? '', avatar: null }
}

/** Only what differs from the saved profile (member-spec §5 Edit profile); `{}` when nothing changed. */
export function profileChanges(user: Pick<User, 'username' | 'bio'>, draft: ProfileDraft): UpdateProfileRequest {
  const changes: UpdateProfileRequest = {}
  const username = draft.username.trim()
  const bio = draft.bio.trim()
  if (username !== user.username) changes.username = username
  if (bio !== (user.bio ?? '')) changes.bio = bio
  if (draft.avatar) changes.avatar = draft.avatar
  return changes
}

export function hasChanges(changes: UpdateProfileRequest): boolean {
  return Object.keys(changes).length > 0
}
