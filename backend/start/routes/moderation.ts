/*
 * The admin console's moderation (admin-spec §2, §7): reports, members, posts, site popups and
 * the sorting of tags into categories. Everything but the active popup is for admins only.
 */
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'

const ReportsController = () => import('#controllers/reports_controller')
const ConsoleUsersController = () => import('#controllers/console_users_controller')
const ConsolePostsController = () => import('#controllers/console_posts_controller')
const PopupsController = () => import('#controllers/popups_controller')
const TagsController = () => import('#controllers/tags_controller')
const SocialCardsController = () => import('#controllers/social_cards_controller')
const AppealsController = () => import('#controllers/appeals_controller')
const WatchedWordsController = () => import('#controllers/watched_words_controller')
const HeldPostsController = () => import('#controllers/held_posts_controller')

const number = router.matchers.number()

router.get('/api/popups/active', [PopupsController, 'active']).as('api.popups.active')

router
  .group(() => {
    router
      .group(() => {
        router.get('/', [ReportsController, 'index']).as('index')
        router.get('grouped', [ReportsController, 'grouped']).as('grouped')
        router
          .post('posts/:postId/reject', [ReportsController, 'rejectGroup'])
          .as('posts.reject')
          .where('postId', number)
        router
          .post('posts/:postId/delete-post', [ReportsController, 'deletePostOfGroup'])
          .as('posts.deletePost')
          .where('postId', number)
        router.post(':id/reject', [ReportsController, 'reject']).as('reject').where('id', number)
        router.post(':id/delete-post', [ReportsController, 'deletePost']).as('deletePost').where('id', number)
      })
      .prefix('reports')
      .as('reports')

    router
      .group(() => {
        router.get('users/stats', [ConsoleUsersController, 'stats']).as('users.stats')
        router.get('users', [ConsoleUsersController, 'index']).as('users.index')
        router.put('users/:id/role', [ConsoleUsersController, 'updateRole']).as('users.role').where('id', number)
        router.put('users/:id/status', [ConsoleUsersController, 'updateStatus']).as('users.status').where('id', number)
        router.put('users/:id/suspension', [ConsoleUsersController, 'suspend']).as('users.suspend').where('id', number)
        router
          .delete('users/:id/suspension', [ConsoleUsersController, 'unsuspend'])
          .as('users.unsuspend')
          .where('id', number)
        router.get('watched-words', [WatchedWordsController, 'index']).as('watchedWords.index')
        router.post('watched-words', [WatchedWordsController, 'store']).as('watchedWords.store')
        router.post('watched-words/import', [WatchedWordsController, 'import']).as('watchedWords.import')
        router.post('watched-words/test', [WatchedWordsController, 'test']).as('watchedWords.test')
        router
          .delete('watched-words/:id', [WatchedWordsController, 'destroy'])
          .as('watchedWords.destroy')
          .where('id', number)
        router.get('held-posts', [HeldPostsController, 'index']).as('heldPosts.index')
        router
          .post('held-posts/:id/approve', [HeldPostsController, 'approve'])
          .as('heldPosts.approve')
          .where('id', number)
        router.post('held-posts/:id/reject', [HeldPostsController, 'reject']).as('heldPosts.reject').where('id', number)
        router.get('appeals', [AppealsController, 'index']).as('appeals.index')
        router.post('appeals/:id/accept', [AppealsController, 'accept']).as('appeals.accept').where('id', number)
        router.post('appeals/:id/reject', [AppealsController, 'reject']).as('appeals.reject').where('id', number)
        router.get('posts/stats', [ConsolePostsController, 'stats']).as('posts.stats')
        router.get('posts', [ConsolePostsController, 'index']).as('posts.index')
        router.put('posts/:id/status', [ConsolePostsController, 'updateStatus']).as('posts.status').where('id', number)
        router.delete('posts/:id', [ConsolePostsController, 'destroy']).as('posts.destroy').where('id', number)
        router.get('posts/:id/card', [SocialCardsController, 'ofPost']).as('posts.card').where('id', number)
        router.post('cards', [SocialCardsController, 'ofQuestion']).as('cards')
      })
      .prefix('admin')
      .as('admin')

    router
      .group(() => {
        router.get('/', [PopupsController, 'index']).as('index')
        router.post('/', [PopupsController, 'store']).as('store')
        router.put(':id/toggle', [PopupsController, 'toggle']).as('toggle').where('id', number)
        router.delete(':id', [PopupsController, 'destroy']).as('destroy').where('id', number)
      })
      .prefix('popups')
      .as('popups')

    router
      .group(() => {
        router.get('category/:id', [TagsController, 'ofCategory']).as('ofCategory').where('id', number)
        router.put(':id', [TagsController, 'move']).as('move').where('id', number)
      })
      .prefix('tags')
      .as('tags.admin')
  })
  .prefix('/api')
  .as('api')
  .use(middleware.auth({ roles: ['admin'] }))
