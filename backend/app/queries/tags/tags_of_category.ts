import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import Category from '#models/category'
import Tag from '#models/tag'
import { moderationErrors } from '#exceptions/moderation_errors'
import { TagSerializer } from '#serializers/tag_serializer'

/** A category by id, in the caller's transaction if any; 404 CATEGORY_NOT_FOUND for an unknown one. */
export async function findCategory(categoryId: number, client?: TransactionClientContract): Promise<Category> {
  const category = await Category.find(categoryId, { client })
  if (!category) throw moderationErrors.categoryNotFound()
  return category
}

/** GET /tags/category/:id: the tags of one category by name; 404 CATEGORY_NOT_FOUND for an unknown one. */
export async function tagsOfCategory(categoryId: number) {
  const category = await findCategory(categoryId)
  const tags = await Tag.query().where('category_id', category.id).orderBy('name_normalized')
  return tags.map(TagSerializer.forCategoryTab)
}
