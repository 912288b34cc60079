import { BasePolicy, Bouncer } from '@adonisjs/bouncer'
import type User from '#models/user'

/** Members are anonymous to each other: a member's counts are hers and the admins' only. */
export default class MemberStatsPolicy extends BasePolicy {
  view(viewer: User, memberId: number) {
    return viewer.id === memberId || viewer.currentRole === 'admin'
  }
}

/** The member-stats policy for `viewer`; a denial is a 403 FORBIDDEN. */
export function memberStatsPolicyFor(viewer: User) {
  return new Bouncer(viewer).with(MemberStatsPolicy)
}
