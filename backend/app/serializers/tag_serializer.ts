/** What the wire sees of tags and categories (rows from tag_queries.ts). */
export const TagSerializer = {
  forList(row: Record<string, any>) {
    return {
      id: Number(row.id),
      name: row.name as string,
      category_id: Number(row.category_id),
      category_name: row.category_name as string,
      post_count: Number(row.post_count ?? 0),
    }
  },

  forCategory(row: Record<string, any>) {
    return { id: Number(row.id), name: row.name as string, slug: row.slug as string, post_count: Number(row.post_count ?? 0) }
  },
}
