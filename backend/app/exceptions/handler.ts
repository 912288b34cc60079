import app from '@adonisjs/core/services/app'
import { ExceptionHandler, type HttpContext } from '@adonisjs/core/http'
import type { HttpError } from '@adonisjs/core/types/http'
import { ApiException } from '#exceptions/api_exception'
import { toErrorResponse, unavailableDependency } from '#exceptions/error_response'
import { reportDown } from '#services/system/outages'
import { watchDatabaseReturn } from '#services/system/database_probe'
import type { Dependency } from '#services/system/outages'
import { readOnReplicas } from '#services/sql/read_replicas'
import { replicasAnswer, watchReplicasReturn } from '#services/sql/replica_outage'

/**
 * Every error leaves the server in one shape (see error_response.ts). Unexpected errors are
 * logged with their stack; the client only ever gets a code and a generic message. A dependency
 * that is down goes to the outage log: one line when it fails, one when it is back.
 */
export default class HttpExceptionHandler extends ExceptionHandler {
  protected override debug = !app.inProduction

  override async handle(error: unknown, ctx: HttpContext) {
    const { status, headers, body } = toErrorResponse(error)
    for (const [name, value] of Object.entries(headers)) ctx.response.header(name, value)
    ctx.response.status(status).json(body)
  }

  override async report(error: unknown, ctx: HttpContext) {
    const dependency = await unreachableDependency(error, ctx)
    if (dependency) {
      // The mailer reports its own failures and successes (services/mail/mailer.ts).
      if (dependency !== 'mail') reportDown(dependency, error)
      if (dependency === 'database') watchDatabaseReturn()
      if (dependency === 'replica') watchReplicasReturn()
      return
    }
    const { status } = toErrorResponse(error)
    if (status >= 500 && !(error instanceof ApiException)) {
      ctx.logger.error({ err: error }, 'unhandled error')
      return
    }
    return super.report(error, ctx)
  }

  /**
   * An ApiException is an answer the code chose, a 503 for a feature that is not configured
   * included: a warning with its message, not an error with a stack.
   */
  protected override getErrorLogLevel(error: HttpError) {
    return error instanceof ApiException ? 'warn' : super.getErrorLogLevel(error)
  }
}

/**
 * The dependency `error` says is away. A request that read on the replicas and could not reach
 * the database names the replicas when they do not answer now; the primary otherwise.
 */
async function unreachableDependency(error: unknown, ctx: HttpContext): Promise<Dependency | undefined> {
  const dependency = unavailableDependency(error)
  if (dependency !== 'database' || !readOnReplicas(ctx)) return dependency
  return (await replicasAnswer()) ? 'database' : 'replica'
}
