import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { uploadBodyLimit } from '#services/http/upload_routes'
import { uploadErrors } from '#exceptions/upload_errors'

/**
 * Refuses a multipart body from its headers alone, before the body parser writes a byte of it to
 * disk: on a route that takes no files (415), without a declared size (411; browsers always
 * declare one) or bigger than the route takes (413). A declared size cannot be exceeded: Node
 * reads no more than Content-Length bytes as the body.
 */
export default class UploadBodyGuardMiddleware {
  handle({ request, route }: HttpContext, next: NextFn) {
    if (!request.hasBody() || !request.is(['multipart/form-data'])) return next()
    const limit = uploadBodyLimit(request.method(), route?.pattern)
    if (limit === undefined) throw uploadErrors.notAcceptedHere()
    const declaredLength = request.header('content-length')
    if (declaredLength === undefined) throw uploadErrors.lengthRequired()
    if (Number(declaredLength) > limit) throw uploadErrors.bodyTooLarge(limit)
    return next()
  }
}
