import type { Category, PostPage, Tag, TrendingPost } from '@dilemma/api-client'
import { http, HttpResponse } from 'msw'
import { noNoticesHandler } from './memberPageHandlers'
import { apiBase } from './renderMemberApp'

/** The calls of /feed answered as an empty community: for tests that only pass through the feed. */
export const emptyFeedHandlers = [
  http.get(`${apiBase}/posts`, () => HttpResponse.json<PostPage>({ posts: [], total: 0 })),
  http.get(`${apiBase}/tags/popular`, () => HttpResponse.json<{ tags: Tag[] }>({ tags: [] })),
  http.get(`${apiBase}/tags/categories/popular`, () =>
    HttpResponse.json<{ categories: Category[] }>({ categories: [] }),
  ),
  http.get(`${apiBase}/trending`, () => HttpResponse.json<{ posts: TrendingPost[] }>({ posts: [] })),
  noNoticesHandler,
]
