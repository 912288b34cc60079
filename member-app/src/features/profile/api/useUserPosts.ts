import type { ApiClient, PostPage } from '@dilemma/api-client'
import { useApiClient } from '@dilemma/app-runtime'
import { postKeys, usePostPages, type UserPostList } from '@/entities/post'

/** `GET /posts/user/:id`, `/posts/saved/:id` (owner only) and `/posts/voted/:id` (owner only, with her choices). */
const fetchUserPosts: Record<UserPostList, (client: ApiClient, userId: number, page: number) => Promise<PostPage>> = {
  authored: (client, userId, page) => client.posts.authoredBy(userId, { page }),
  saved: (client, userId, page) => client.posts.savedBy(userId, { page }),
  voted: (client, userId, page) => client.posts.votedBy(userId, { page }),
}

/** One of a member's lists, page by page (10 a page, the server's default). */
export function useUserPosts(list: UserPostList, userId: number) {
  const client = useApiClient()
  return usePostPages(postKeys.userList(list, userId), (page) => fetchUserPosts[list](client, userId, page))
}
