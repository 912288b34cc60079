/** The social card's sizes (services/posts/social_card.ts draws each), as the console asks for them. */
export const CARD_FORMATS = ['card', 'square', 'story'] as const
export type CardFormat = (typeof CARD_FORMATS)[number]
