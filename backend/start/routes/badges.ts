/*
 * Badges and member statistics (member-spec §7). The fixed `users/badges…` paths are
 * declared before the `users/:id/…` patterns; ids are numbers.
 */
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'

const BadgesController = () => import('#controllers/badges_controller')
const UserStatsController = () => import('#controllers/user_stats_controller')

const number = router.matchers.number()

router
  .group(() => {
    router
      .group(() => {
        router.get('badges/new', [BadgesController, 'unseen']).as('badges.unseen')
        router.get('badges', [BadgesController, 'mine']).as('badges.mine')
        router
          .post('mark-badge-seen/:badgeId', [BadgesController, 'markSeen'])
          .as('badges.markSeen')
          .where('badgeId', number)
        router
          .post('mark-badge-toasted/:badgeId', [BadgesController, 'markToasted'])
          .as('badges.markToasted')
          .where('badgeId', number)
        router.get(':id/stats', [UserStatsController, 'show']).as('stats').where('id', number)
      })
      .use(middleware.auth())

    router.get(':id/badges', [BadgesController, 'ofMember']).as('badges.ofMember').where('id', number)
  })
  .prefix('/api/users')
  .as('api.users')
