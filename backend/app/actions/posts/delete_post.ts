import type Post from '#models/post'

/** Soft delete: the post disappears for members; votes, likes and reports stay for the record. */
export default class DeletePost {
  static async handle({ post }: { post: Post }): Promise<void> {
    post.status = 'deleted'
    await post.save()
  }
}
