import type { ApiClient } from '@dilemma/api-client'

/** Titles compared as people read them: case, spacing and Unicode forms do not make a new question. */
export function titleKey(title: string): string {
  return title.normalize('NFKC').toLocaleLowerCase().replace(/\s+/g, ' ').trim()
}

/** Whether a poll with this title exists already, in any state (found by the admin posts search). */
export async function titleExists(api: ApiClient, title: string): Promise<boolean> {
  const { posts } = await api.admin.posts({ search: title, limit: 100 })
  const wanted = titleKey(title)
  return posts.some((post) => titleKey(post.title) === wanted)
}
