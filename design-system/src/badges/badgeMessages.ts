import type { BadgeCategory, BadgeType } from '@dilemma/api-client'
import { messagesLoader, useIntl } from '@dilemma/app-runtime'

/**
 * Every badge's name and description, and the names of badge types and categories, one chunk per
 * language. Kept here, in the widgets entry, because two apps show them: the shell's badge toast and
 * the member app's badge screens. Both add it with `useFeatureMessages([badgeMessages])` when a badge
 * is first shown, so no first page carries them.
 */
export const badgeMessages = messagesLoader({
  de: () => import('./i18n/de.json'),
  en: () => import('./i18n/en.json'),
  tr: () => import('./i18n/tr.json'),
})

/** What the texts of a badge are looked up by: its name, e.g. "LOGIN_STREAK_7". */
export interface NamedBadge {
  name: string
}

/**
 * The translated texts of badges. A badge the product does not know yet (added by an admin after
 * a release) shows its stored name rather than a message id.
 */
export function useBadgeTexts() {
  const intl = useIntl()
  return {
    name: (badge: NamedBadge) => intl.formatMessage({ id: `badge.${badge.name}.name`, defaultMessage: badge.name }),
    description: (badge: NamedBadge) =>
      intl.formatMessage({ id: `badge.${badge.name}.description`, defaultMessage: ' ' }).trim(),
    typeName: (type: BadgeType) => intl.formatMessage({ id: `badge.type.${type}`, defaultMessage: type }),
    categoryName: (category: BadgeCategory) =>
      intl.formatMessage({ id: `badge.category.${category}`, defaultMessage: category }),
    locked: () => intl.formatMessage({ id: 'badge.locked' }),
  }
}

export type BadgeTexts = ReturnType<typeof useBadgeTexts>
