import Category from '#models/category'
import Tag from '#models/tag'
import { moderationErrors } from '#exceptions/moderation_errors'
import { cardTags } from '#services/card_caches'

/** A tag as the console's tags tab lists it. */
function serializeCategoryTag(tag: Tag) {
  return { id: tag.id, name: tag.name, category_id: tag.categoryId }
}

async function findCategory(categoryId: number): Promise<Category> {
  const category = await Category.find(categoryId)
  if (!category) throw moderationErrors.categoryNotFound()
  return category
}

/** GET /tags/category/:id: the tags of one category by name; 404 CATEGORY_NOT_FOUND for an unknown one. */
export async function tagsOfCategory(categoryId: number) {
  const category = await findCategory(categoryId)
  const tags = await Tag.query().where('category_id', category.id).orderBy('name_normalized')
  return tags.map(serializeCategoryTag)
}

/** PUT /tags/:id: moves a tag to another category; cached post cards show it there at once. */
export async function moveTag(tagId: number, categoryId: number) {
  const tag = await Tag.find(tagId)
  if (!tag) throw moderationErrors.tagNotFound()
  tag.categoryId = (await findCategory(categoryId)).id
  await tag.save()
  cardTags.deleteWhere((tags) => tags.some((cardTag) => cardTag.id === tag.id))
  return serializeCategoryTag(tag)
}
