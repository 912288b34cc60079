import { groupOf } from '@/lib/messageGroup'
import { postFormTexts } from '@/entities/post'
import { loadFormMessages } from '@/lib/sharedTexts'

// Each language of each group is its own chunk. The shell loads the member messages of the first
// page (landing, header links, Google sign-in) with the remote; the other groups join them when a
// screen that needs them first opens (FeatureTexts).

export const loadMemberMessages = groupOf(import.meta.glob('./*.json'))
const loadAuthMessages = groupOf(import.meta.glob('@/features/auth/i18n/*.json'))
const loadAccountMessages = groupOf(import.meta.glob('@/features/account/i18n/*.json'))
const loadProfileMessages = groupOf(import.meta.glob('@/features/profile/i18n/*.json'))
const loadPollMessages = groupOf(import.meta.glob('./catalogs/polls.*.ts'))
const loadPublicProfileMessages = groupOf(import.meta.glob('@/features/public-profile/i18n/*.json'))
const loadBadgeMessages = groupOf(import.meta.glob('@/entities/badge/i18n/*.json'))
const loadPageMessages = groupOf(import.meta.glob('@/features/pages/i18n/pages.*.ts'))
const loadPlanMessages = groupOf(import.meta.glob('@/features/premium/i18n/*.json'))
const loadPaymentMessages = groupOf(import.meta.glob('@/features/premium/payment/i18n/*.json'))
const loadSubscriptionMessages = groupOf(import.meta.glob('@/features/account/subscription/i18n/*.json'))

/** The message groups each kind of screen needs besides the first page's. */
export const screenTexts = {
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
  postForm: postFormTexts,
  /** Someone's public profile and the post cards of the polls she voted on. */
  publicProfile: [loadPublicProfileMessages, loadPollMessages, loadBadgeMessages],
  /** The content pages: FAQ, terms, privacy and imprint, one chunk per language. */
  pages: [loadPageMessages],
  /** The plans (premium options). */
  premium: [loadPlanMessages],
  /** The payment of a plan, which names the plans. */
  payment: [loadPaymentMessages, loadPlanMessages],
} as const
