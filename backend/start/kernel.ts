/*
 * HTTP kernel: the middleware stacks and the error handler.
 */
import router from '@adonisjs/core/services/router'
import server from '@adonisjs/core/services/server'

server.errorHandler(() => import('#exceptions/handler'))

/**
 * Server middleware runs for every request, with or without a matching route: the front-end
 * files and the SPA fallback are answered here, before the router sees the request.
 */
server.use([
  () => import('#middleware/http_metrics_middleware'),
  () => import('#middleware/container_bindings_middleware'),
  () => import('@adonisjs/cors/cors_middleware'),
  () => import('#middleware/web_assets_middleware'),
])

/**
 * Router middleware runs for every request that matched a route. The body is read last: an
 * upload is first checked against its route's limits, and the CSRF check (session and Shield;
 * the token comes in the X-CSRF-Token header, never in the body) refuses a forged write before
 * its body costs anything. Ill-formed Unicode in the parsed input is refused before any route runs.
 */
router.use([
  () => import('#middleware/upload_body_guard_middleware'),
  () => import('@adonisjs/session/session_middleware'),
  () => import('#middleware/xsrf_cookie_middleware'),
  () => import('@adonisjs/shield/shield_middleware'),
  () => import('#middleware/remove_upload_temp_files_middleware'),
  () => import('@adonisjs/core/bodyparser_middleware'),
  () => import('#middleware/well_formed_input_middleware'),
  () => import('@adonisjs/auth/initialize_auth_middleware'),
  () => import('#middleware/read_routing_middleware'),
  () => import('#middleware/private_answer_middleware'),
  () => import('#middleware/compress_json_middleware'),
])

export const middleware = router.named({
  auth: () => import('#middleware/auth_middleware'),
  liveStreamInput: () => import('#middleware/live_stream_input_middleware'),
  liveStreamCap: () => import('#middleware/live_stream_cap_middleware'),
  liveStreamOwner: () => import('#middleware/live_stream_owner_middleware'),
})
