/*
 * The FAQ's categories (member-spec §2) and their questions. A question's id is its deep link
 * (/faq#<id>) and names its texts: `member.faq.q.<id>` and `member.faq.a.<id>`.
 */
export const FAQ_CATEGORIES = [
  { id: 'general', questions: ['what-is-dilemma', 'who-is-it-for', 'anonymity', 'is-it-free'] },
  { id: 'account', questions: ['how-to-register', 'google-sign-in', 'forgot-password', 'delete-account'] },
  {
    id: 'polls',
    questions: [
      'posts-per-day',
      'options',
      'vote-limit',
      'time-limit',
      'change-vote',
      'edit-poll',
      'images',
      'ai-analysis',
    ],
  },
  { id: 'membership', questions: ['plans-and-prices', 'trial', 'plan-period', 'payment-methods', 'cancel-plan'] },
  { id: 'badges', questions: ['what-are-badges', 'badge-tiers', 'plan-badges'] },
  { id: 'technical', questions: ['languages', 'devices', 'cookies', 'problems'] },
  { id: 'not-allowed', questions: ['rules', 'reporting', 'consequences'] },
  { id: 'copyright', questions: ['own-content', 'others-images', 'copyright-complaint'] },
] as const

export type FaqQuestionId = (typeof FAQ_CATEGORIES)[number]['questions'][number]

export const FAQ_QUESTION_IDS: readonly string[] = FAQ_CATEGORIES.flatMap((category) => category.questions)

/** The question a deep link (`#<id>`) names, or null. */
export function questionOfHash(hash: string): string | null {
  const id = decodeURIComponent(hash.replace(/^#/, ''))
  return FAQ_QUESTION_IDS.includes(id) ? id : null
}
