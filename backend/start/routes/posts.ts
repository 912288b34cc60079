/*
 * Polls: posts, votes, likes, saves, reports, per-user lists, trending, tags.
 * Reads are public (a signed-in reader gets her own state); writes need a session.
 */
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'

const PostsController = () => import('#controllers/posts_controller')
const PostInteractionsController = () => import('#controllers/post_interactions_controller')
const PostListsController = () => import('#controllers/post_lists_controller')
const TrendingController = () => import('#controllers/trending_controller')
const TagsController = () => import('#controllers/tags_controller')
const SocialCardsController = () => import('#controllers/social_cards_controller')

const number = router.matchers.number()

router
  .group(() => {
    router
      .group(() => {
        router.get('/', [PostsController, 'index']).as('index')
        router.get('allowance', [PostsController, 'allowance']).as('allowance').use(middleware.auth())
        router.get('user/:id', [PostListsController, 'authored']).as('authored').where('id', number)
        router.get('public-voted/:id', [PostListsController, 'publicVoted']).as('publicVoted').where('id', number)
        router.get(':id', [PostsController, 'show']).as('show').where('id', number)
        router.get(':id/card', [SocialCardsController, 'ofActivePost']).as('card').where('id', number)

        router
          .group(() => {
            router.post('/', [PostsController, 'store']).as('store')
            router.put(':id', [PostsController, 'update']).as('update').where('id', number)
            router.delete(':id', [PostsController, 'destroy']).as('destroy').where('id', number)
            router.post(':id/vote', [PostInteractionsController, 'vote']).as('vote').where('id', number)
            router.post(':id/like', [PostInteractionsController, 'like']).as('like').where('id', number)
            router.post(':id/save', [PostInteractionsController, 'save']).as('save').where('id', number)
            router.post(':id/report', [PostInteractionsController, 'report']).as('report').where('id', number)
            router.get('saved/:id', [PostListsController, 'saved']).as('saved').where('id', number)
            router.get('voted/:id', [PostListsController, 'voted']).as('voted').where('id', number)
            router.get('votes/user/:userId', [PostListsController, 'votes']).as('votesOfUser').where('userId', number)
          })
          .use(middleware.auth())
      })
      .prefix('posts')
      .as('posts')

    router
      .group(() => {
        router.get(':id/likes', [PostListsController, 'liked']).as('likes').where('id', number)
        router.get(':id/saved', [PostListsController, 'savedByUser']).as('saved').where('id', number)
      })
      .prefix('users')
      .as('userPosts')
      .use(middleware.auth())

    router.get('trending', [TrendingController, 'index']).as('trending')

    router
      .group(() => {
        router.get('search', [TagsController, 'search']).as('search')
        router.get('posts', [TagsController, 'ofPosts']).as('ofPosts')
        router.get('popular', [TagsController, 'popular']).as('popular')
        router.get('categories/popular', [TagsController, 'popularCategories']).as('popularCategories')
        router.get('categories', [TagsController, 'categories']).as('categories')
        router.post('/', [TagsController, 'store']).as('store').use(middleware.auth())
      })
      .prefix('tags')
      .as('tags')
  })
  .prefix('/api')
  .as('api')

/* A static JSON route the benchmark compares every endpoint with (`node ace bench` sets BENCH=1). */
if (process.env.BENCH === '1') {
  router.get('/api/bench/bare', () => ({ success: true })).as('bench.bare')
}
