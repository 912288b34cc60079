/*
 * The figures and operator details of the FAQ and the legal pages, from the modules that enforce
 * them; public.
 */
import router from '@adonisjs/core/services/router'

const SiteFactsController = () => import('#controllers/site_facts_controller')

router
  .group(() => {
    router.get('site-facts', [SiteFactsController, 'show']).as('siteFacts.show')
  })
  .prefix('/api')
  .as('api')
