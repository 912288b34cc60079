import type * as Wire from '@dilemma/contract'
import type { HttpContext } from '@adonisjs/core/http'
import { UserSerializer } from '#serializers/user_serializer'

export default class MeController {
  async show({ auth }: HttpContext) {
    return { user: UserSerializer.forSelf(auth.use('web').getUserOrFail()) } satisfies Wire.CurrentUserResponse
  }
}
