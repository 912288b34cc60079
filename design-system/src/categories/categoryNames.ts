import { useLanguage } from '@dilemma/app-runtime'
import type { Language } from '@dilemma/app-runtime'

/**
 * The names of the product's categories in every language, by their fixed slug (the seeded
 * reference data, backend/database/seeders/01_categories_seeder.ts). Categories are product data,
 * not member text, so they are translated like the rest of the interface; one an admin adds later
 * keeps its stored name in every language.
 */
const CATEGORY_NAMES: Readonly<Record<string, Record<Language, string>>> = {
  family: { de: 'Familie', en: 'Family', tr: 'Aile' },
  relationships: { de: 'Beziehungen', en: 'Relationships', tr: 'İlişkiler' },
  career: { de: 'Karriere', en: 'Career', tr: 'Kariyer' },
  health: { de: 'Gesundheit', en: 'Health', tr: 'Sağlık' },
  uncategorized: { de: 'Ohne Kategorie', en: 'Uncategorized', tr: 'Kategorisiz' },
  lifestyle: { de: 'Lebensstil', en: 'Lifestyle', tr: 'Yaşam tarzı' },
  parenting: { de: 'Erziehung', en: 'Parenting', tr: 'Ebeveynlik' },
  friendship: { de: 'Freundschaft', en: 'Friendship', tr: 'Arkadaşlık' },
  money: { de: 'Geld', en: 'Money', tr: 'Para' },
  'self-care': { de: 'Selbstfürsorge', en: 'Self-care', tr: 'Öz bakım' },
}

export interface NamedCategory {
  slug: string
  name: string
}

/** The category's name in `language`; its stored name when the product does not know its slug. */
export function categoryName(category: NamedCategory, language: Language): string {
  return CATEGORY_NAMES[category.slug]?.[language] ?? category.name
}

/** `categoryName` in the language on screen. */
export function useCategoryName(): (category: NamedCategory) => string {
  const { language } = useLanguage()
  return (category) => categoryName(category, language)
}
