import { BaseSeeder } from '@adonisjs/lucid/seeders'
import Category, { UNCATEGORIZED_CATEGORY_ID } from '#models/category'

/** Reference data: tag categories. Ids are fixed; 5 is `uncategorized` (hidden from members). */
export const CATEGORIES = [
  { id: 1, name: 'Family', slug: 'family' },
  { id: 2, name: 'Relationships', slug: 'relationships' },
  { id: 3, name: 'Career', slug: 'career' },
  { id: 4, name: 'Health', slug: 'health' },
  { id: UNCATEGORIZED_CATEGORY_ID, name: 'Uncategorized', slug: 'uncategorized' },
  { id: 6, name: 'Lifestyle', slug: 'lifestyle' },
  { id: 7, name: 'Parenting', slug: 'parenting' },
  { id: 8, name: 'Friendship', slug: 'friendship' },
  { id: 9, name: 'Money', slug: 'money' },
  { id: 10, name: 'Self-care', slug: 'self-care' },
]

export default class CategoriesSeeder extends BaseSeeder {
  async run() {
    await Category.updateOrCreateMany('id', CATEGORIES, { client: this.client })
  }
}
