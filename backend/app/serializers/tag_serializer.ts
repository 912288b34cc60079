import type * as Wire from '@dilemma/contract'
import type Tag from '#models/tag'

/** Raw rows from tag_queries.ts: counts and ids arrive as numbers or strings depending on the driver. */
type Numeric = number | string

export interface TagRow {
  id: Numeric
  name: string
  category_id: Numeric
  category_name: string
  post_count: Numeric | null
}

export interface CategoryRow {
  id: Numeric
  name: string
  slug: string
  post_count: Numeric | null
}

/** What the wire sees of tags and categories. */
export const TagSerializer = {
  forList(row: TagRow): Wire.Tag {
    return {
      id: Number(row.id),
      name: row.name,
      category_id: Number(row.category_id),
      category_name: row.category_name,
      post_count: Number(row.post_count ?? 0),
    }
  },

  forCategory(row: CategoryRow): Wire.Category {
    return { id: Number(row.id), name: row.name, slug: row.slug, post_count: Number(row.post_count ?? 0) }
  },

  /** A tag as the console's tags tab lists it. */
  forCategoryTab(tag: Tag): Wire.CategoryTag {
    return { id: tag.id, name: tag.name, category_id: tag.categoryId }
  },
}
