import type { Language, LoadMessages, MessageCatalog } from '@dilemma/app-runtime'

// Each language of each group is its own chunk. The shell loads the member messages of the first
// page (landing, header links, Google sign-in) with the remote; the other groups join them when a
// screen that needs them first opens (FeatureTexts).

/** A group's loader from `import.meta.glob` of its files, named `<language>.json` or `<name>.<language>.ts`. */
function groupOf(files: Record<string, () => Promise<unknown>>): LoadMessages {
  return async (language: Language) => {
    const file = Object.entries(files).find(([path]) => new RegExp(`[/.]${language}\\.(json|ts)$`).test(path))
    if (!file) throw new Error(`no ${language} messages among ${Object.keys(files).join(', ')}`)
    return ((await file[1]()) as { default: MessageCatalog }).default
  }
}

export const loadMemberMessages = groupOf(import.meta.glob('./*.json'))
const loadFormMessages = groupOf(import.meta.glob('../components/i18n/*.json'))
const loadAuthMessages = groupOf(import.meta.glob('../features/auth/i18n/*.json'))
const loadAccountMessages = groupOf(import.meta.glob('../features/account/i18n/*.json'))
const loadProfileMessages = groupOf(import.meta.glob('../features/profile/i18n/*.json'))
const loadPollMessages = groupOf(import.meta.glob('./catalogs/polls.*.ts'))
const loadPublicProfileMessages = groupOf(import.meta.glob('../features/public-profile/i18n/*.json'))
const loadBadgeMessages = groupOf(import.meta.glob('../features/badges/i18n/*.json'))
const loadPageMessages = groupOf(import.meta.glob('../features/pages/i18n/pages.*.ts'))
const loadPlanMessages = groupOf(import.meta.glob('../features/premium/i18n/*.json'))
const loadPaymentMessages = groupOf(import.meta.glob('../features/payment/i18n/*.json'))
const loadSubscriptionMessages = groupOf(import.meta.glob('../features/account/subscription/i18n/*.json'))
const loadErrorMessages = groupOf(import.meta.glob('../lib/i18n/*.json'))

/** The texts of the server's error codes, loaded when the first error must be shown. */
export const errorTexts = [loadErrorMessages]

/** The message groups each kind of screen needs besides the first page's. */
export const screenTexts = {
  /** The registration and password fields (e-mail registration steps). */
  forms: [loadFormMessages],
  auth: [loadAuthMessages, loadFormMessages],
  /** The own profile: the account tab's forms and subscription, and the tabs of post cards. */
  profile: [
    loadAccountMessages,
    loadFormMessages,
    loadPollMessages,
    loadProfileMessages,
    loadBadgeMessages,
    loadSubscriptionMessages,
    loadPlanMessages,
  ],
  polls: [loadPollMessages],
  /** Someone's public profile and the post cards of the polls she voted on. */
  publicProfile: [loadPublicProfileMessages, loadPollMessages, loadBadgeMessages],
  /** The content pages (issue 16): FAQ, terms, privacy and imprint, one chunk per language. */
  pages: [loadPageMessages],
  /** The plans (premium options). */
  premium: [loadPlanMessages],
  /** The payment of a plan, which names the plans. */
  payment: [loadPaymentMessages, loadPlanMessages],
} as const
