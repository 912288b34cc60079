import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { ApiException } from '#exceptions/api_exception'
import { findIllFormedField } from '#services/http/ill_formed_text'

const MESSAGE = 'This field contains text that is not valid Unicode.'

/**
 * Refuses ill-formed Unicode in the query and body once, for every route and so for every
 * validator, before any rule sees it: 422 VALIDATION_ERROR naming the field.
 */
export default class WellFormedInputMiddleware {
  async handle({ request }: HttpContext, next: NextFn) {
    const field = findIllFormedField(request.all())
    if (field !== null) {
      throw new ApiException(422, 'VALIDATION_ERROR', 'Some fields are invalid.', {
        errors: [{ field, rule: 'wellFormedUnicode', message: MESSAGE }],
      })
    }
    return next()
  }
}
