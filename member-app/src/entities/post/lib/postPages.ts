import type { Post, PostPage } from '@dilemma/api-client'

/** The loaded pages as one list, each post once (a post may move between pages while reading). */
export function mergePostPages(pages: readonly PostPage[]): Post[] {
  const seen = new Set<number>()
  return pages.flatMap((page) => page.posts.filter((post) => !seen.has(post.id) && seen.add(post.id)))
}

/** The next page to ask for, or undefined when the total is reached or the last page came back empty. */
export function nextPostPage(pages: readonly PostPage[]): number | undefined {
  const last = pages.at(-1)
  if (!last || last.posts.length === 0) return undefined
  const loaded = pages.reduce((count, page) => count + page.posts.length, 0)
  return loaded >= last.total ? undefined : pages.length + 1
}

/** A load-more list's cache entry holding its first page only (the server's first screen sends it). */
export function firstPostPages(firstPage: PostPage): { pages: PostPage[]; pageParams: number[] } {
  return { pages: [firstPage], pageParams: [1] }
}
