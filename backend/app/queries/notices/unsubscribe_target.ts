import User from '#models/user'
import { pickLanguage, type Language } from '#services/i18n/languages'
import { readUnsubscribeToken } from '#services/notices/unsubscribe_links'
import type { NoticeTopic } from '@dilemma/contract/notices'

export interface UnsubscribeTarget {
  userId: number
  topic: NoticeTopic
  language: Language
}

/** Whom and which topic a notice e-mail's link names, or null when it names nobody. */
export async function unsubscribeTargetOf(token: string): Promise<UnsubscribeTarget | null> {
  const claim = readUnsubscribeToken(token)
  if (!claim) return null
  const member = await User.find(claim.userId)
  if (!member || member.deletedAt) return null
  return { ...claim, language: pickLanguage(member.language) }
}
