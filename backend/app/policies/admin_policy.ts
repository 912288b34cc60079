import { BasePolicy, Bouncer } from '@adonisjs/bouncer'
import type User from '#models/user'

/** What only admins may do outside the moderation console's own policies. */
export default class AdminPolicy extends BasePolicy {
  manageInvitations(user: User) {
    return user.currentRole === 'admin'
  }

  viewAiStats(user: User) {
    return user.currentRole === 'admin'
  }

  generateQuestions(user: User) {
    return user.currentRole === 'admin'
  }
}

/** The admin policy for `user`; a denial is a 403 FORBIDDEN. */
export function adminPolicyFor(user: User) {
  return new Bouncer(user).with(AdminPolicy)
}
