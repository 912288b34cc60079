/*
 * The AI analysis of a poll: run by its author after creating it, read by her and admins; its
 * usage and new questions written by the AI, for the admin console.
 */
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'

const AiController = () => import('#controllers/ai_controller')

router
  .group(() => {
    router.post('analyze', [AiController, 'analyze']).as('analyze')
    router.get('analysis/:postId', [AiController, 'show']).as('analysis').where('postId', router.matchers.number())
    router.get('stats', [AiController, 'stats']).as('stats')
    router.post('generate-question', [AiController, 'generateQuestion']).as('generateQuestion')
  })
  .prefix('/api/ai')
  .as('api.ai')
  .use(middleware.auth())
